import * as z from 'zod/mini';
import { isoDateTime, uuid } from './common.ts';

/**
 * Activation of the photo library (photo-library §3, §4; account-portal §3): importing a customer's
 * photos into the library, started by `POST /users/activate` and followed by polling
 * `GET /users/activate` and by activation messages on the push socket.
 */

/** IMPORTING while photos are being imported; on ACTIVE the library's data is refreshed. */
export const ActivationStatus = z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']);
export type ActivationStatus = z.infer<typeof ActivationStatus>;

/** Answer of `GET /users/activate`. */
export const ActivationStatusResponse = z.object({ status: ActivationStatus });
export type ActivationStatusResponse = z.infer<typeof ActivationStatusResponse>;

/** Answer of `POST /users/activate`: false when an import was not started (already active or importing). */
export const ActivationStartResponse = z.object({ started: z.boolean() });
export type ActivationStartResponse = z.infer<typeof ActivationStartResponse>;

export const ActivationMessageType = z.enum(['import-started', 'import-error', 'import-finished']);
export type ActivationMessageType = z.infer<typeof ActivationMessageType>;

/**
 * An activation message on the push socket (§3, §5): a uuid id, a known type and an ISO timestamp.
 * `payload` is free text for logs; the portal acts on `type` alone. Invalid messages are ignored
 * (see `rules/activation-message.ts`).
 */
export const ActivationMessage = z.object({
  id: uuid,
  type: ActivationMessageType,
  data: z.object({ payload: z.string(), timestamp: isoDateTime }),
});
export type ActivationMessage = z.infer<typeof ActivationMessage>;
