import { type CallOptions, path, requestJson, requestVoid, type ServiceEndpoint } from '../http.ts';
import {
  BlockedOrder,
  type CreateGalleryEntryBody,
  type UpdateGalleryEntryBody,
  Widget,
  WidgetCategoryList,
} from '../schemas/widgets.ts';

/**
 * Widget gallery API (`services.widgetGallery`), account-portal §7 'Widget gallery API'.
 * The spec gives methods and paths (including the trailing slash of the create path); bodies and
 * answers are chosen here and the reference server implements exactly them: entries are `Widget`,
 * the create body is `CreateGalleryEntryBody` (its channel travels in the body, as no query is given),
 * the update body is `UpdateGalleryEntryBody`, DELETE answers 204.
 */

/** GET /v1/galleryentries/{id}?channel: one gallery entry by its widget id. */
export function getGalleryEntry(
  service: ServiceEndpoint,
  widgetId: string,
  channel: string,
  options: CallOptions = {},
): Promise<Widget> {
  return requestJson(
    service,
    { method: 'GET', path: path`/v1/galleryentries/${widgetId}`, query: { channel }, signal: options.signal },
    Widget,
  );
}

/** POST /v1/galleryentries/ with `CreateGalleryEntryBody`; answers the created entry. */
export function createGalleryEntry(
  service: ServiceEndpoint,
  entry: CreateGalleryEntryBody,
  options: CallOptions = {},
): Promise<Widget> {
  return requestJson(
    service,
    { method: 'POST', path: '/v1/galleryentries/', body: entry, signal: options.signal },
    Widget,
  );
}

/** PUT /v1/galleryentries/{widgetId}?channel with `UpdateGalleryEntryBody`; answers the updated entry. */
export function updateGalleryEntry(
  service: ServiceEndpoint,
  widgetId: string,
  channel: string,
  changes: UpdateGalleryEntryBody,
  options: CallOptions = {},
): Promise<Widget> {
  return requestJson(
    service,
    {
      method: 'PUT',
      path: path`/v1/galleryentries/${widgetId}`,
      query: { channel },
      body: changes,
      signal: options.signal,
    },
    Widget,
  );
}

/** DELETE /v1/galleryentries/{id}?channel; answers 204. */
export function deleteGalleryEntry(
  service: ServiceEndpoint,
  widgetId: string,
  channel: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/v1/galleryentries/${widgetId}`,
    query: { channel },
    signal: options.signal,
  });
}

/** GET /v1/categories: answers `{ categories: [{ id, name }] }`. */
export function getWidgetCategories(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<WidgetCategoryList> {
  return requestJson(
    service,
    { method: 'GET', path: '/v1/categories', signal: options.signal },
    WidgetCategoryList,
  );
}

/**
 * GET /v1/blockedorders/{productCode}: answers `{ productCode, blocked }` for any of the customer's
 * books, so a book that is not blocked is a plain `false`, not a 404. (The spec writes the path
 * without its leading slash; the helper resolves both spellings against the base URL alike.)
 */
export function getBlockedOrder(
  service: ServiceEndpoint,
  productCode: string,
  options: CallOptions = {},
): Promise<BlockedOrder> {
  return requestJson(
    service,
    { method: 'GET', path: path`/v1/blockedorders/${productCode}`, signal: options.signal },
    BlockedOrder,
  );
}
