import { randomUUID } from 'node:crypto';
import { ActivationMessage, type ActivationMessageType } from '@portal/api/schemas/activation';
import { checkOutput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Sends an activation message (photo-library §3, §5) to the account's sockets: a fresh uuid, the
 * type, and a timestamp the portal uses to keep the newest message. `payload` is free text for logs.
 * Resolves the timestamp sent, in epoch milliseconds.
 *
 * The portal keeps a message only when its timestamp is strictly newer than the one it holds, and
 * an import with nothing to copy finishes within the millisecond it started: `after` (the time of
 * the message this one follows) makes this one at least a millisecond later.
 */
export async function publishActivationMessage(
  context: ServiceContext,
  accountId: string,
  type: ActivationMessageType,
  payload: string,
  after?: number,
): Promise<number> {
  const time = Math.max(Date.now(), after === undefined ? 0 : after + 1);
  const message = checkOutput(ActivationMessage, {
    id: randomUUID(),
    type,
    data: { payload, timestamp: new Date(time).toISOString() },
  });
  await context.push.publish(accountId, message);
  return time;
}
