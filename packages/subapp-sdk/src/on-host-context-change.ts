import type { HostContext } from './host-context';
import { subscribeHost } from './internal/host-channel';
import { microAppChannel } from './internal/micro-app-window';
import { subscribeStandalone } from './internal/standalone';

/**
 * Calls `listener` with the new context each time it changes: inside the shell when the host
 * sends one (firm switch, language, theme, token); alone when {@link configureStandalone} is
 * called. Not called at once with the current context: read that with {@link getHostContext}.
 *
 * @returns a function that stops the calls.
 *
 * @example
 * const stop = onHostContextChange((context) => i18n.changeLanguage(context.locale));
 * window.addEventListener('unmount', stop);
 */
export function onHostContextChange(listener: (context: HostContext) => void): () => void {
  const channel = microAppChannel();
  return channel === undefined ? subscribeStandalone(listener) : subscribeHost(channel, listener);
}
