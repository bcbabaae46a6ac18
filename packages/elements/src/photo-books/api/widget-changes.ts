import {
  createGalleryEntry,
  deleteGalleryEntry,
  updateGalleryEntry,
} from '@portal/api/clients/widget-gallery';
import { shareWidget } from '@portal/api/clients/widgets';
import { isHttpStatus } from '@portal/api/http';
import type { UpdateGalleryEntryBody, Widget, WidgetShare } from '@portal/api/schemas/widgets';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { type BookStates, withoutWidget, withWidget } from '../book-list.ts';
import { widgetKey } from './book.ts';
import { isBookStatesKey, productCodesOf } from './photo-books.ts';

/*
 * [Note: Each widget call has its own request state]
 * Widget create, read, update and delete each have their own request state (account-portal §3, §4:
 * NotRequested, InProgress, Finished, Failed): reading the widget is the data cache's load ([Note:
 * The state of a read]), and each change is a request of its own, held by the form that made it
 * ([Note: A form's request]: editing, saving, saved, failed) or, for a deletion, by its
 * confirmation. So a failed change says so where it was made and keeps what was typed, while the
 * widget read before stays on screen; and a failed read never hides a change that worked.
 */

/**
 * Puts a changed widget (or its deletion, null) in the page's data cache: the book's widget, and
 * every page of the list holding the book, so the list shows the change without asking again.
 */
function useWidgetInCache(accountId: string, productCode: string): (widget: Widget | null) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (widget) => {
      await mutate(widgetKey(accountId, productCode), widget, { revalidate: false });
      await mutate(
        (key) => isBookStatesKey(key, accountId) && productCodesOf(key).includes(productCode),
        (states: BookStates | undefined) => {
          if (states === undefined) return states;
          return widget === null
            ? withoutWidget(states, productCode)
            : withWidget(states, widget, [productCode]);
        },
        { revalidate: false },
      );
    },
    [mutate, accountId, productCode],
  );
}

/** The widget's title and categories, as both forms send them. */
export type WidgetContent = UpdateGalleryEntryBody;

/**
 * Publishes the book as a widget in `channel` (POST /v1/galleryentries/). A failure is thrown, for
 * the form to say and report it; so are the other changes' but the deletion's.
 */
export function useCreateWidget(
  accountId: string,
  productCode: string,
  channel: string,
): (content: WidgetContent) => Promise<Widget> {
  const endpoint = useEndpoint('widgetGallery');
  const putInCache = useWidgetInCache(accountId, productCode);
  return useCallback(
    async (content) => {
      const created = await createGalleryEntry(endpoint, { productCode, channel, ...content });
      await putInCache(created);
      return created;
    },
    [endpoint, putInCache, productCode, channel],
  );
}

/** Changes the widget's title and categories in its own channel (PUT /v1/galleryentries/{id}). */
export function useUpdateWidget(
  accountId: string,
  widget: Widget,
): (content: WidgetContent) => Promise<Widget> {
  const endpoint = useEndpoint('widgetGallery');
  const putInCache = useWidgetInCache(accountId, widget.productCode);
  return useCallback(
    async (content) => {
      const updated = await updateGalleryEntry(endpoint, widget.widgetId, widget.channel, content);
      await putInCache(updated);
      return updated;
    },
    [endpoint, putInCache, widget],
  );
}

/**
 * Deletes the widget in its own channel (DELETE /v1/galleryentries/{id}). A widget the service no
 * longer has (404: deleted meanwhile, elsewhere) is what was asked for, so it counts as deleted.
 * A failure is reported here and thrown, for the confirmation to say so.
 */
export function useDeleteWidget(accountId: string, widget: Widget): () => Promise<void> {
  const endpoint = useEndpoint('widgetGallery');
  const reportFailure = useReportFailure();
  const putInCache = useWidgetInCache(accountId, widget.productCode);
  return useCallback(async () => {
    try {
      await deleteGalleryEntry(endpoint, widget.widgetId, widget.channel);
    } catch (error) {
      if (!isHttpStatus(error, 404)) {
        reportFailure('DELETE_WIDGET_FAILED', error);
        throw error;
      }
    }
    await putInCache(null);
  }, [endpoint, reportFailure, putInCache, widget]);
}

/** E-mails the widget to one recipient (PUT /v1/widget/{code}/share; the client encodes the address as base64). */
export function useShareWidget(productCode: string): (share: WidgetShare) => Promise<void> {
  const endpoint = useEndpoint('widgets');
  return useCallback((share) => shareWidget(endpoint, productCode, share), [endpoint, productCode]);
}
