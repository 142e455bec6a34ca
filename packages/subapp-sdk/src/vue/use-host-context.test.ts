import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, h, isReadonly, nextTick, type Ref } from 'vue';
import type { HostContext } from '../host-context';
import { embedAs, leaveHost, runAlone, settle } from '../test/embed';
import { sampleContext } from '../test/sample-context';

afterEach(leaveHost);

/** Mounts a component showing the context's locale and theme, with the copy of the package that embedAs or runAlone loaded. */
async function mountComponent() {
  const { useHostContext } = await import('../vue');
  const refs: Readonly<Ref<HostContext>>[] = [];
  const app = createApp({
    setup() {
      const context = useHostContext();
      refs.push(context);
      return () => h('p', `${context.value.locale} ${context.value.theme}`);
    },
  });
  const root = document.createElement('div');
  app.mount(root);
  const [context] = refs;
  if (context === undefined) throw new Error('the component was not set up');
  return { app, root, context };
}

describe('useHostContext (Vue)', () => {
  it('renders with the context the host sent and again with each new one', async () => {
    const { host, name } = await embedAs();
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    const { root, context: ref } = await mountComponent();
    expect(ref.value).toBe(context);
    expect(isReadonly(ref)).toBe(true);
    expect(root.textContent).toBe('zh-CN theme-white');

    const english = sampleContext({ locale: 'en' });
    host.setData(name, { context: english });
    await settle();
    await nextTick();
    expect(ref.value).toBe(english);
    expect(root.textContent).toBe('en theme-white');
  });

  it('stops following the context when the component is unmounted', async () => {
    const { channel, host, name } = await embedAs();
    host.setData(name, { context: sampleContext() });
    await settle();
    const { app } = await mountComponent();
    const removeDataListener = vi.spyOn(channel, 'removeDataListener');
    app.unmount();
    expect(removeDataListener).toHaveBeenCalledOnce();
  });

  it('alone, follows configureStandalone', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    const { root } = await mountComponent();
    sdk.configureStandalone({ theme: 'theme-star' });
    await nextTick();
    expect(root.textContent).toBe('zh-CN theme-star');
  });
});
