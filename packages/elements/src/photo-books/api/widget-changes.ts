import {
  createGalleryEntry,
  deleteGalleryEntry,
  updateGalleryEntry,
} from '@portal/api/clients/widget-gallery';
import { shareWidget } from '@portal/api/clients/widgets';
import { isHttpStatus } from '@portal/api/http';
import type { RequestState } from '@portal/api/schemas/common';
import type { UpdateGalleryEntryBody, Widget, WidgetShare } from '@portal/api/schemas/widgets';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import type { FailedAction } from '../../runtime/reporter.ts';
import { type BookStates, withoutWidget, withWidget } from '../book-list.ts';
import { widgetKey } from './book.ts';
import { isBookStatesKey, productCodesOf } from './photo-books.ts';

/** One change to a widget: its own request state ([Note: Each widget call has its own request state]). */
export interface WidgetRequest<Args extends readonly unknown[], Result> {
  readonly state: RequestState;
  /** Sends the request; rejects (after reporting it) when it fails, resolves with the answer. */
  readonly run: (...args: Args) => Promise<Result>;
}

/** A request's state around `call`, reported as `action` when it fails. One request at a time. */
function useRequest<Args extends readonly unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  action: FailedAction,
): WidgetRequest<Args, Result> {
  const reportFailure = useReportFailure();
  const [state, setState] = useState<RequestState>('NotRequested');
  const callRef = useRef(call);
  callRef.current = call;
  const running = useRef(false);
  const run = useCallback(
    async (...args: Args): Promise<Result> => {
      if (running.current) throw new Error('A request is running already');
      running.current = true;
      setState('InProgress');
      try {
        const result = await callRef.current(...args);
        setState('Finished');
        return result;
      } catch (error) {
        reportFailure(action, error);
        setState('Failed');
        throw error;
      } finally {
        running.current = false;
      }
    },
    [action, reportFailure],
  );
  return { state, run };
}

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

/** Publishes the book as a widget in the site's channel (POST /v1/galleryentries/). */
export function useCreateWidget(
  accountId: string,
  productCode: string,
): WidgetRequest<[channel: string, content: WidgetContent], Widget> {
  const endpoint = useEndpoint('widgetGallery');
  const putInCache = useWidgetInCache(accountId, productCode);
  return useRequest(async (channel, content) => {
    const created = await createGalleryEntry(endpoint, { productCode, channel, ...content });
    await putInCache(created);
    return created;
  }, 'CREATE_WIDGET_FAILED');
}

/** Changes the widget's title and categories in its own channel (PUT /v1/galleryentries/{id}). */
export function useUpdateWidget(
  accountId: string,
  productCode: string,
): WidgetRequest<[widget: Widget, content: WidgetContent], Widget> {
  const endpoint = useEndpoint('widgetGallery');
  const putInCache = useWidgetInCache(accountId, productCode);
  return useRequest(async (widget, content) => {
    const updated = await updateGalleryEntry(endpoint, widget.widgetId, widget.channel, content);
    await putInCache(updated);
    return updated;
  }, 'UPDATE_WIDGET_FAILED');
}

/**
 * Deletes the widget in its own channel (DELETE /v1/galleryentries/{id}). A widget the service no
 * longer has (404: deleted meanwhile, elsewhere) is what was asked for, so it counts as deleted.
 */
export function useDeleteWidget(
  accountId: string,
  productCode: string,
): WidgetRequest<[widget: Widget], void> {
  const endpoint = useEndpoint('widgetGallery');
  const putInCache = useWidgetInCache(accountId, productCode);
  return useRequest(async (widget) => {
    try {
      await deleteGalleryEntry(endpoint, widget.widgetId, widget.channel);
    } catch (error) {
      if (!isHttpStatus(error, 404)) throw error;
    }
    await putInCache(null);
  }, 'DELETE_WIDGET_FAILED');
}

/** E-mails the widget to one recipient (PUT /v1/widget/{code}/share; the client encodes the address as base64). */
export function useShareWidget(productCode: string): WidgetRequest<[share: WidgetShare], void> {
  const endpoint = useEndpoint('widgets');
  return useRequest((share) => shareWidget(endpoint, productCode, share), 'SHARE_WIDGET_FAILED');
}
