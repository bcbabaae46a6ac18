import {
  type CallOptions,
  isHttpStatus,
  path,
  requestJson,
  requestVoid,
  type ServiceEndpoint,
} from '../http.ts';
import { encodeShareEmail } from '../rules/widget-share.ts';
import { type SaveWidgetBody, Widget, WidgetList, type WidgetShare } from '../schemas/widgets.ts';

/**
 * Widget API (`services.widgets`), account-portal §7 'Widget API'. `{code}` is the book's product code.
 * The spec gives methods, paths and the share query; bodies and answers are chosen here and the
 * reference server implements exactly them: a widget is `Widget`, PUT takes `SaveWidgetBody` and
 * answers the saved widget, DELETE and share answer 204, `/all` answers `{ widgets }`.
 */

/**
 * GET /v1/widget/{code}. Answers null when the service says 401: the spec treats that as "no widget"
 * (the service answers 401 for a book the customer has not published), so a book without a widget
 * renders as empty instead of failing. Every other error is re-thrown.
 */
export async function getWidget(
  service: ServiceEndpoint,
  productCode: string,
  options: CallOptions = {},
): Promise<Widget | null> {
  try {
    return await requestJson(
      service,
      { method: 'GET', path: path`/v1/widget/${productCode}`, signal: options.signal },
      Widget,
    );
  } catch (error) {
    if (isHttpStatus(error, 401)) return null;
    throw error;
  }
}

/** PUT /v1/widget/{code} with `SaveWidgetBody`: creates or replaces the book's widget, answers it. */
export function saveWidget(
  service: ServiceEndpoint,
  productCode: string,
  widget: SaveWidgetBody,
  options: CallOptions = {},
): Promise<Widget> {
  return requestJson(
    service,
    { method: 'PUT', path: path`/v1/widget/${productCode}`, body: widget, signal: options.signal },
    Widget,
  );
}

/** DELETE /v1/widget/{code}; answers 204. */
export function deleteWidget(
  service: ServiceEndpoint,
  productCode: string,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'DELETE',
    path: path`/v1/widget/${productCode}`,
    signal: options.signal,
  });
}

/**
 * GET /v1/widget/all?orderCodes=a&orderCodes=b: the widgets of the given books (books without one
 * are left out). The key repeats once per code. No codes means no widgets, so nothing is sent.
 */
export async function getWidgets(
  service: ServiceEndpoint,
  productCodes: readonly string[],
  options: CallOptions = {},
): Promise<WidgetList> {
  if (productCodes.length === 0) return { widgets: [] };
  return requestJson(
    service,
    {
      method: 'GET',
      path: '/v1/widget/all',
      query: { orderCodes: productCodes },
      signal: options.signal,
    },
    WidgetList,
  );
}

/**
 * PUT /v1/widget/{code}/share?vendorId&fromName&personalMessage&toEmailAddress, with no body: e-mails
 * the widget to one recipient. `toEmailAddress` goes out as base64 of the address's UTF-8 bytes
 * (account-portal §5); the other values as typed. Answers 204.
 */
export function shareWidget(
  service: ServiceEndpoint,
  productCode: string,
  share: WidgetShare,
  options: CallOptions = {},
): Promise<void> {
  return requestVoid(service, {
    method: 'PUT',
    path: path`/v1/widget/${productCode}/share`,
    query: {
      vendorId: share.vendorId,
      fromName: share.fromName,
      personalMessage: share.personalMessage,
      toEmailAddress: encodeShareEmail(share.toEmailAddress),
    },
    signal: options.signal,
  });
}
