import { transferTokenOf } from '@portal/api/schemas/upload-transfers';
import { readStored, writeStored } from '../runtime/web-storage.ts';

/** Where this tab keeps the code it was opened with, for a reload. */
export const TRANSFER_TOKEN_KEY = 'portalUploadTransfer';

/**
 * The transfer credential this page was opened with, or null.
 *
 * [Note: The code leaves the address]
 * The code in the page's address (its fragment, [Note: Upload from a phone] in the contract) stands
 * for the customer until it ends, and a browser keeps every address in its history, which may be
 * synced to other devices and is shown to whoever uses the phone next. So the page takes the code
 * out of its address as soon as it has read it, replacing its history entry with the same address
 * without the fragment. It keeps the code in session storage, which only this tab reads and which
 * goes when the tab is closed, so that a reload (a phone's pull to refresh) still finds it.
 */
export function takeTransferToken(): string | null {
  const { pathname, search, hash } = window.location;
  const fromAddress = transferTokenOf(hash);
  if (fromAddress === null) return recalled();
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  // Without session storage a reload finds no code, and says the link is incomplete.
  writeStored('session', TRANSFER_TOKEN_KEY, fromAddress);
  return fromAddress;
}

function recalled(): string | null {
  return transferTokenOf(readStored('session', TRANSFER_TOKEN_KEY) ?? '');
}
