import { ArchiveEvent, type ArchiveEventType } from '@portal/api/schemas/downloads';
import { checkOutput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

/**
 * [Note: Archive events are announced once]
 * The download job announces 'archive-started' when it takes a download that is still 'started',
 * then 'archive-finished' or 'archive-error', so the two always arrive in that order (a job retried
 * after a passing failure says 'started' again, which only shows the 'Preparing download...' toast
 * again). The outcome goes out only from the call that moved the download out of 'started' (an
 * UPDATE … WHERE status = 'started' that changed a row): a retried job, or two workers that both
 * took the job after a stall, announce it once. A second 'finished' would make the portal fetch and
 * save the zip twice. The price is that a process dying between that update and the publish loses
 * the event; the download is then finished in `GET /downloads` and its link works, so only the
 * toast is lost. Events are sent after the commit, so a socket never hears of a state the database
 * does not hold, and they go to the sockets of the download's owner only.
 */
export async function publishArchiveEvent(
  context: ServiceContext,
  type: ArchiveEventType,
  userId: string,
  downloadId: string,
): Promise<void> {
  const event = checkOutput(ArchiveEvent, { type, data: { userId, downloadId } });
  await context.push.publish(userId, event);
}
