import { sendToHost } from './internal/send-to-host';

/**
 * Closes the app's current tab in the shell (e.g. after a form is submitted). The shell shows
 * the tab next to it. Alone, logs it.
 *
 * @example
 * await saveOrder(order);
 * closeSelf();
 */
export function closeSelf(): void {
  sendToHost({ type: 'close-self' });
}
