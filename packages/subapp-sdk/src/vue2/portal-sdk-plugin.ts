import { getHostContext } from '../get-host-context';
import type { HostContext } from '../host-context';
import { onHostContextChange } from '../on-host-context-change';

/** What the plugin uses of the Vue 2 constructor that `Vue.use` hands it. */
type Vue2Constructor = {
  observable<T extends object>(object: T): T;
  prototype: object;
};

/**
 * A Vue 2 plugin (Vue 2.6 and 2.7): gives every component `this.$hostContext`, the current host
 * context, and re-renders what reads it when the context changes (firm switch, language, theme,
 * token). It uses only the `Vue` handed to `Vue.use`, so it imports no copy of Vue of its own.
 * See {@link getHostContext}.
 *
 * @example
 * import Vue from 'vue';
 * import { PortalSdkPlugin } from '@portal/subapp-sdk/vue2';
 *
 * Vue.use(PortalSdkPlugin);
 * // in a component: this.$hostContext.locale, this.$hostContext.buttons, …
 */
export const PortalSdkPlugin = {
  install(Vue: Vue2Constructor): void {
    // Vue tracks `state.current`; the box is frozen so that Vue leaves the context object as the
    // shell sent it instead of converting its fields (and the same object reaches getHostContext).
    const box = (context: HostContext) => Object.freeze({ context });
    const state = Vue.observable({ current: box(getHostContext()) });
    onHostContextChange((context) => {
      state.current = box(context);
    });
    Object.defineProperty(Vue.prototype, '$hostContext', {
      configurable: true,
      get: (): HostContext => state.current.context,
    });
  },
};
