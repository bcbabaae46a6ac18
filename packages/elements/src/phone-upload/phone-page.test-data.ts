import { afterEach, beforeAll } from 'vitest';
import { configurePortal } from '../runtime/platform.ts';
import { TRANSFER_TOKEN_KEY } from './transfer-address.ts';

/**
 * What a test file of the phone's page sets up: the portal on the reference server at `origin`
 * before its tests and, after each, an empty page, no code kept and the address the file began at
 * (a test puts the code in its fragment, as the QR code does). Returns that address.
 */
export function setUpPhonePage(origin: string): () => string {
  let start = '';
  beforeAll(() => {
    configurePortal({ origin, reporter: () => undefined });
    start = window.location.pathname + window.location.search;
  });
  afterEach(() => {
    document.body.replaceChildren();
    window.sessionStorage.removeItem(TRANSFER_TOKEN_KEY);
    window.history.replaceState(null, '', start);
  });
  return () => start;
}
