import {
  ACTIVATION_FINISH_DELAY_MS,
  newerMessage,
  PUSH_SOCKET_TIMEOUT_MS,
  parseActivationSocketMessage,
} from '@portal/api/rules/activation-message';
import type { ActivationMessage } from '@portal/api/schemas/activation';

/** What the watch asks of the page: ask for the activation status again, close the socket. */
export interface ImportSocketActions {
  readonly refresh: () => void;
  readonly close: () => void;
}

/** The timers the watch uses: the window's, or a test's. */
export interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  readonly clearTimeout: (timer: ReturnType<typeof setTimeout>) => void;
}

export interface ImportSocketWatch {
  /** One frame as the socket delivered it. */
  readonly receive: (frame: unknown) => void;
  /** The watch is over (the page left, or the import ended): no timer of it fires any more. */
  readonly stop: () => void;
}

/**
 * What the push socket's frames mean while the photos are being brought back ([Note: Bringing
 * photos back], photo-library §4, §5, §9): the acknowledgement and invalid frames are ignored; of
 * two messages the newer is kept, so a late, older one changes nothing; import-error asks for the
 * status at once; import-finished asks for it 10 s later and closes the socket. The socket is
 * closed after 30 minutes whatever it said.
 */
export function watchImportSocket(
  actions: ImportSocketActions,
  // Each called as a function: the window's timers throw 'Illegal invocation' when called as a
  // method of another object (`timers.clearTimeout(...)`).
  timers: Timers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (timer) => clearTimeout(timer),
  },
): ImportSocketWatch {
  let latest: ActivationMessage | null = null;
  let finishing: ReturnType<typeof setTimeout> | undefined;
  const timeout = timers.setTimeout(actions.close, PUSH_SOCKET_TIMEOUT_MS);
  return {
    receive(frame) {
      const meaning = parseActivationSocketMessage(frame);
      if (meaning === null || meaning.kind === 'ack') return;
      const kept = newerMessage(latest, meaning.message);
      if (kept === latest) return;
      latest = kept;
      if (kept.type === 'import-error') actions.refresh();
      if (kept.type === 'import-finished' && finishing === undefined) {
        finishing = timers.setTimeout(() => {
          actions.refresh();
          actions.close();
        }, ACTIVATION_FINISH_DELAY_MS);
      }
    },
    stop() {
      timers.clearTimeout(timeout);
      if (finishing !== undefined) timers.clearTimeout(finishing);
    },
  };
}
