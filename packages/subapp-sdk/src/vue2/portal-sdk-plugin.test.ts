import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VueConstructor } from 'vue2';
import type { HostContext } from '../host-context';
import { embedAs, leaveHost, runAlone, settle } from '../test/embed';
import { sampleContext } from '../test/sample-context';

declare module 'vue2/types/vue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments Vue's own interface
  interface Vue {
    $hostContext: HostContext;
  }
}

let Vue: VueConstructor;

// Vue 2 greets the developer in the console once it has loaded, unless configured before then.
beforeAll(async () => {
  ({ default: Vue } = await import('vue2'));
  Vue.config.productionTip = false;
  Vue.config.devtools = false;
});

afterEach(leaveHost);

/** Installs the plugin (the copy of the package embedAs or runAlone loaded) and mounts a component showing the locale and theme. */
async function mountComponent() {
  const { PortalSdkPlugin } = await import('../vue2');
  Vue.use(PortalSdkPlugin);
  return new Vue({
    render(h) {
      return h('p', `${this.$hostContext.locale} ${this.$hostContext.theme}`);
    },
  }).$mount();
}

describe('PortalSdkPlugin (Vue 2)', () => {
  it('gives components this.$hostContext and re-renders them with each new context', async () => {
    const { host, name } = await embedAs();
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    const vm = await mountComponent();
    expect(vm.$hostContext).toBe(context);
    expect(vm.$el.textContent).toBe('zh-CN theme-white');

    const english = sampleContext({ locale: 'en' });
    host.setData(name, { context: english });
    await settle();
    await Vue.nextTick();
    expect(vm.$hostContext).toBe(english);
    expect(vm.$el.textContent).toBe('en theme-white');
  });

  it('alone, follows configureStandalone', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    const vm = await mountComponent();
    sdk.configureStandalone({ theme: 'theme-star' });
    await Vue.nextTick();
    expect(vm.$el.textContent).toBe('zh-CN theme-star');
  });
});
