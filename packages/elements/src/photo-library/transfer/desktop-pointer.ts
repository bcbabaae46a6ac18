import { useSyncExternalStore } from 'react';

/**
 * A mouse or trackpad that hovers: a computer rather than a phone or tablet. The QR transfer is
 * for a computer (photo-library §2.1 'only on non-mobile devices'): its code is scanned with a
 * phone, and a phone that shows it has nothing to scan it with.
 */
const DESKTOP_POINTER = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_POINTER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useDesktopPointer(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP_POINTER).matches);
}
