import { sendToHost } from './internal/send-to-host';

/**
 * Sets the title of the app's current tab in the shell (e.g. the record it shows). Alone, logs
 * it.
 *
 * @example
 * setTitle(`客户 ${customer.name}`);
 */
export function setTitle(title: string): void {
  sendToHost({ type: 'set-title', title });
}
