import { useSyncExternalStore } from 'react';
import { getHostContext } from '../get-host-context';
import type { HostContext } from '../host-context';
import { onHostContextChange } from '../on-host-context-change';

/**
 * The current host context in a React component, re-rendering it when the context changes
 * (firm switch, language, theme, token). See {@link getHostContext}.
 *
 * @example
 * function Greeting() {
 *   const { userInfo, locale } = useHostContext();
 *   return <p lang={locale}>{String(userInfo.userName ?? '')}</p>;
 * }
 */
export function useHostContext(): HostContext {
  return useSyncExternalStore(onHostContextChange, getHostContext, getHostContext);
}
