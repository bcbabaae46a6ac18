/**
 * What the page says of a prepared photo archive. The download service's list does not say whether
 * an archive is finished; its signed link does: it is given for a finished archive and refused with
 * 409 otherwise (still being built, or it could not be built). So the page asks for a link to learn
 * the state, throws that link away, and asks for a fresh one on each click ([Note: A fresh link per
 * click] in archive-row.tsx).
 */
export type ArchiveState = 'ready' | 'preparing' | 'notReady';

/** How often an archive being prepared is checked again. */
export const PREPARING_CHECK_MS = 5000;
/** How long an archive may take before the page stops checking and says it is not ready. */
export const PREPARING_WATCH_MS = 2 * 60 * 1000;

/** The state of an archive the service refused a link for, `waitedMs` after the page first asked. */
export function refusedArchiveState(waitedMs: number): ArchiveState {
  return waitedMs < PREPARING_WATCH_MS ? 'preparing' : 'notReady';
}

/** When to check a refused archive again: soon while it may still be prepared, else not by itself. */
export function nextArchiveCheckMs(state: ArchiveState | undefined): number {
  return state === 'preparing' ? PREPARING_CHECK_MS : 0;
}
