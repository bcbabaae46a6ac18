/** Runs `run` in a task of its own, after the tasks already queued. */
export type PostTask = (run: () => void) => void;

/** A task of its own: a message, which (unlike a timer) no browser clamps or throttles in a page in view. */
export const postTask: PostTask = (run) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
};
