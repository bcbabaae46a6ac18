import { useEffect, useRef } from 'react';

/**
 * Runs `action` once for the component's life, after its first render: a confirmation token is
 * single-use and a sign-in code may be exchanged only once, so a re-render or React's development
 * double-run must never send it again.
 */
export function useRunOnce(action: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}
