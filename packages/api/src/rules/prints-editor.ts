import { ThrownMessage } from '../errors.ts';

/**
 * The redirect to the prints editor after a selection was transferred (photo-library §2.9, §7 'Other').
 */

/**
 * The product the editor selects on arrival. The spec says only "a fixed product code"; this is the
 * default, and configuration may pass another as `productCode`.
 */
export const PRINTS_AUTOSELECT_PRODUCT = 'PRINTS_STANDARD';

/** The transfer overlay stays at least this long before redirecting, so it never merely flickers. */
export const ORDER_PRINTS_MINIMUM_WAIT_MS = 3000;

export interface PrintsEditorTarget {
  /** The editor's absolute URL from configuration; its own query parameters are kept. */
  editorUrl: string;
  channel: string | null | undefined;
  tempSelectionId: string;
  productCode?: string;
}

/**
 * The editor URL with autoselectproduct, channel and tempSelectionId set (replacing any of the same
 * name in the configured URL). Throws 'Unable to extract channel ID!' without a channel.
 */
export function printsEditorUrl(target: PrintsEditorTarget): string {
  const channel = target.channel?.trim();
  if (channel === undefined || channel === '') throw new Error(ThrownMessage.unableToExtractChannelId);
  const url = new URL(target.editorUrl);
  url.searchParams.set('autoselectproduct', target.productCode ?? PRINTS_AUTOSELECT_PRODUCT);
  url.searchParams.set('channel', channel);
  url.searchParams.set('tempSelectionId', target.tempSelectionId);
  return url.href;
}
