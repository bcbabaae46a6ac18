/** Runs `run` in a task of its own, after the tasks already queued. */
export type PostTask = (run: () => void) => void;

/** What is to run, in order: each message on the channel runs the first of them. */
const queued: (() => void)[] = [];
let channel: MessageChannel | null = null;

/**
 * A task of its own: a message, which (unlike a timer) no browser clamps or throttles in a page in
 * view. One channel for the page, each message a task that runs the oldest of the queued: a channel
 * made and closed for each task cost the tile turns' tasks more than their scheduling needs.
 */
export const postTask: PostTask = (run) => {
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  queued.push(run);
  channel.port2.postMessage(null);
};
