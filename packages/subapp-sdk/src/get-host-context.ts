import type { HostContext } from './host-context';
import { embeddedContext } from './internal/host-channel';
import { microAppChannel } from './internal/micro-app-window';
import { standaloneContext } from './internal/standalone';

/**
 * The current host context. Inside the shell: the one the host last sent (the host sends it
 * before it mounts the app; until then an empty one, with a console warning). Alone: the
 * standalone context (see {@link configureStandalone}), with a console notice the first time.
 *
 * The same object is returned until the context changes, so it can be compared by reference.
 *
 * @example
 * const { token, locale } = getHostContext();
 * fetch('/api/orders', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': locale } });
 */
export function getHostContext(): HostContext {
  const channel = microAppChannel();
  return channel === undefined ? standaloneContext() : embeddedContext(channel);
}
