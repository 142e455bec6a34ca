import { sendToHost } from './internal/send-to-host';
import { assertShellPath } from './internal/shell-path';

/**
 * Opens a shell page in its tab (or shows it when already open), e.g. another sub-app's page.
 * The path is the shell's, without its '/main' base. Alone, logs it.
 *
 * @throws TypeError when `path` does not start with a single '/'.
 *
 * @example
 * openTab('/credit/apply/list');
 */
export function openTab(path: string): void {
  assertShellPath('openTab', path);
  sendToHost({ type: 'open-tab', path });
}
