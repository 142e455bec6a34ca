import { sendToHost } from './internal/send-to-host';
import { assertShellPath } from './internal/shell-path';

/**
 * Navigates the shell to one of its paths in the current tab (the app's tab shows that page).
 * To move between the app's own pages, use the app's router instead. Alone, logs it.
 *
 * @throws TypeError when `path` does not start with a single '/'.
 *
 * @example
 * navigateShell('/wel/index');
 */
export function navigateShell(path: string): void {
  assertShellPath('navigateShell', path);
  sendToHost({ type: 'navigate', path });
}
