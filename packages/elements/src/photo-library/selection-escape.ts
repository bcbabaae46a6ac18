import { useEffect } from 'react';
import { useElement } from '../runtime/context.tsx';

/** Escape leaves selection mode (photo-library §4), unless a modal is open: Escape is the modal's then. */
export function useEscapeEndsSelection(selecting: boolean, stop: () => void): void {
  const { host, store } = useElement();
  useEffect(() => {
    if (!selecting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && store.getState().modals.length === 0) stop();
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [selecting, host, store, stop]);
}
