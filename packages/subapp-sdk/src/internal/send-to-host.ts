import type { SubAppMessage } from '../sub-app-message';
import { microAppChannel, type MicroAppChannel } from './micro-app-window';
import { noticeStandalone } from './standalone';

const queue: SubAppMessage[] = [];
let isSending = false;

/** If micro-app never confirms a delivery (a host listener threw), the queue moves on anyway. */
const deliveryTimeoutMs = 100;

function sendNext(channel: MicroAppChannel): void {
  const message = queue.shift();
  if (message === undefined) {
    isSending = false;
    return;
  }
  isSending = true;
  let isDone = false;
  const next = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(timer);
    sendNext(channel);
  };
  const timer = setTimeout(next, deliveryTimeoutMs);
  // micro-app merges the dispatches of one tick into one object, so two messages sent at once
  // would arrive as the last one only: one at a time, the next once this one is delivered.
  channel.forceDispatch({ message }, next);
}

/** Sends a message to the shell; alone, logs what it would have sent. */
export function sendToHost(message: SubAppMessage): void {
  const channel = microAppChannel();
  if (channel === undefined) {
    noticeStandalone();
    console.info('[subapp-sdk] Not inside the shell; this message was not sent:', message);
    return;
  }
  queue.push(message);
  if (!isSending) sendNext(channel);
}
