import { ActivationMessage } from '../schemas/activation.ts';
import { PUSH_SOCKET_ACK } from '../schemas/downloads.ts';
import { parseJsonOr } from './safe-json.ts';

/**
 * Activation messages on the push socket (photo-library §4, §5, §9): what a frame says, which of two
 * messages is the one to keep, and how long the socket and the finish wait last.
 * See [Note: Push socket messages] for the frames themselves.
 */

/** After import-finished the portal waits this long, then refreshes the activation status. */
export const ACTIVATION_FINISH_DELAY_MS = 10_000;

/** The push socket is closed this long after it was opened: 30 minutes. */
export const PUSH_SOCKET_TIMEOUT_MS = 1_800_000;

/** What a push socket frame means to the activation flow. */
export type ActivationSocketMessage =
  | { readonly kind: 'ack' }
  | { readonly kind: 'activation'; readonly message: ActivationMessage };

/**
 * The meaning of one frame: the 'OK' acknowledgement, a valid activation message, or null for
 * anything else, which is ignored (§5): text that is not JSON, an unknown type, an id that is not a
 * uuid, a timestamp that is not ISO, an archive event, or a frame that is not text.
 */
export function parseActivationSocketMessage(frame: unknown): ActivationSocketMessage | null {
  if (typeof frame !== 'string') return null;
  if (frame === PUSH_SOCKET_ACK) return { kind: 'ack' };
  const message = parseJsonOr(frame, null, ActivationMessage);
  return message === null ? null : { kind: 'activation', message };
}

/**
 * The message to keep: `incoming` when it is newer than `current` (or there is none yet), else
 * `current`. Timestamps are compared as instants, so '+02:00' and 'Z' times order correctly; a message
 * as old as the kept one does not replace it, so a repeated frame changes nothing.
 */
export function newerMessage(
  current: ActivationMessage | null,
  incoming: ActivationMessage,
): ActivationMessage {
  if (current === null) return incoming;
  return Date.parse(incoming.data.timestamp) > Date.parse(current.data.timestamp) ? incoming : current;
}
