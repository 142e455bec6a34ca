import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostContext } from './host-context';
import { embedAs, leaveHost, runAlone, settle } from './test/embed';
import { sampleContext } from './test/sample-context';

afterEach(leaveHost);

describe('onHostContextChange inside the shell', () => {
  it('calls the listener with each new context the host sends', async () => {
    const { host, name, sdk } = await embedAs();
    host.setData(name, { context: sampleContext() });
    await settle();
    const seen: HostContext[] = [];
    sdk.onHostContextChange((context) => seen.push(context));

    const english = sampleContext({ locale: 'en' });
    host.setData(name, { context: english });
    await settle();
    const dark = sampleContext({ locale: 'en', theme: 'theme-star' });
    host.setData(name, { context: dark });
    await settle();

    expect(seen).toEqual([english, dark]);
  });

  it('does not call the listener at once with the current context', async () => {
    const { host, name, sdk } = await embedAs();
    host.setData(name, { context: sampleContext() });
    await settle();
    const listener = vi.fn();
    sdk.onHostContextChange(listener);
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the first context when the host sends it after the app started', async () => {
    const { host, name, sdk } = await embedAs();
    const listener = vi.fn();
    sdk.onHostContextChange(listener);
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    expect(listener).toHaveBeenCalledExactlyOnceWith(context);
  });

  it('stops calling after unsubscribing', async () => {
    const { host, name, sdk } = await embedAs();
    const listener = vi.fn();
    const stop = sdk.onHostContextChange(listener);
    stop();
    host.setData(name, { context: sampleContext() });
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the other listeners when one unsubscribes', async () => {
    const { host, name, sdk } = await embedAs();
    const stays = vi.fn();
    sdk.onHostContextChange(stays);
    sdk.onHostContextChange(() => undefined)();
    host.setData(name, { context: sampleContext() });
    await settle();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it('catches up with a context sent while the app was hidden (keep-alive)', async () => {
    const { channel, host, name, sdk } = await embedAs();
    host.setData(name, { context: sampleContext() });
    await settle();
    const addDataListener = vi.spyOn(channel, 'addDataListener');
    const listener = vi.fn();
    sdk.onHostContextChange(listener);
    const [[microAppListener, autoTrigger]] = addDataListener.mock.calls as [
      [Parameters<typeof channel.addDataListener>[0], boolean],
    ];

    // What micro-app does when it hides a kept-alive app and shows it again.
    channel.clearDataListener();
    const whileHidden = sampleContext({ theme: 'theme-vip' });
    host.setData(name, { context: whileHidden });
    await settle();
    expect(listener).not.toHaveBeenCalled();
    channel.addDataListener(microAppListener, autoTrigger);

    expect(listener).toHaveBeenCalledExactlyOnceWith(whileHidden);
  });
});

describe('onHostContextChange alone', () => {
  it('calls the listener when configureStandalone changes the context', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    const listener = vi.fn();
    const stop = sdk.onHostContextChange(listener);
    sdk.configureStandalone({ locale: 'en' });
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ locale: 'en' }));
    stop();
    sdk.configureStandalone({ locale: 'zh-CN' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
