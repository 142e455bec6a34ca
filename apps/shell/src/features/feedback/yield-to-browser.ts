/**
 * Lets the browser run what waits, a frame to paint or a key to handle, before the capture goes
 * on: a message to itself is an ordinary task, queued behind them. Not scheduler.yield, whose
 * continuations run before other tasks and kept the dialog from painting for a third of a second.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
