import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedAs, leaveHost, runAlone, settle } from './test/embed';
import { sampleContext } from './test/sample-context';

afterEach(() => {
  leaveHost();
  document.cookie = 'Authorization=; max-age=0';
  document.cookie = 'userName=; max-age=0';
});

describe('getHostContext inside the shell', () => {
  it('is the context the host sent', async () => {
    const { host, name, sdk } = await embedAs();
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    expect(sdk.getHostContext()).toBe(context);
    expect(sdk.getHostContext()).toBe(sdk.getHostContext());
  });

  it('is the latest context after the host sends another', async () => {
    const { host, name, sdk } = await embedAs();
    host.setData(name, { context: sampleContext() });
    await settle();
    const switched = sampleContext({ userInfo: { userName: '张三', firmId: 2 }, locale: 'en' });
    host.setData(name, { context: switched });
    await settle();
    expect(sdk.getHostContext()).toBe(switched);
  });

  it('is an empty context, with one warning, until the host sends one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sdk } = await embedAs();
    expect(sdk.getHostContext()).toMatchObject({ token: '', userInfo: {}, buttons: [] });
    sdk.getHostContext();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/not sent its context/);
  });

  it('ignores, with a warning, a context of another version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host, name, sdk } = await embedAs();
    host.setData(name, { context: { ...sampleContext(), version: 2 } });
    await settle();
    expect(sdk.getHostContext().token).toBe('');
    expect(warn.mock.calls.map(([text]) => String(text)).join('\n')).toMatch(/expected version 1/);
  });
});

describe('getHostContext alone', () => {
  it('falls back on the defaults and says so once', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    expect(sdk.getHostContext()).toEqual({
      version: 1,
      userInfo: {},
      crmUserInfo: null,
      token: '',
      locale: 'zh-CN',
      theme: 'theme-white',
      buttons: [],
      baseRoute: '/',
    });
    sdk.getHostContext();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/outside the portal shell/);
  });

  it("takes the user name from the shell's cookie, and never a token a cookie of the site holds", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.cookie = 'Authorization=abc%2Fdef';
    document.cookie = `userName=${encodeURIComponent('张三')}`;
    const sdk = await runAlone();
    expect(sdk.getHostContext()).toMatchObject({ token: '', userInfo: { userName: '张三' } });
  });

  it('takes locale, theme, buttons and base route from the VITE_PORTAL_* variables', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubEnv('VITE_PORTAL_LOCALE', 'en');
    vi.stubEnv('VITE_PORTAL_THEME', 'theme-star');
    vi.stubEnv('VITE_PORTAL_BUTTONS', 'a:add,b:edit');
    vi.stubEnv('VITE_PORTAL_BASE_ROUTE', '/sub-newcrm/');
    const sdk = await runAlone();
    expect(sdk.getHostContext()).toMatchObject({
      locale: 'en',
      theme: 'theme-star',
      buttons: ['a:add', 'b:edit'],
      baseRoute: '/sub-newcrm/',
    });
  });

  it('keeps the default language when VITE_PORTAL_LOCALE names another one', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubEnv('VITE_PORTAL_LOCALE', 'fr');
    const sdk = await runAlone();
    expect(sdk.getHostContext().locale).toBe('zh-CN');
  });

  it('merges what configureStandalone sets over the defaults, call after call', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    sdk.configureStandalone({ locale: 'en', token: 'dev-token' });
    sdk.configureStandalone({ buttons: ['x:view'] });
    expect(sdk.getHostContext()).toMatchObject({
      version: 1,
      locale: 'en',
      token: 'dev-token',
      buttons: ['x:view'],
      theme: 'theme-white',
    });
  });

  it('is the same object until configureStandalone changes it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sdk = await runAlone();
    const first = sdk.getHostContext();
    expect(sdk.getHostContext()).toBe(first);
    sdk.configureStandalone({ theme: 'theme-vip' });
    expect(sdk.getHostContext()).not.toBe(first);
  });
});

describe('configureStandalone inside the shell', () => {
  it('changes nothing: the host context wins', async () => {
    const { host, name, sdk } = await embedAs();
    const context = sampleContext();
    host.setData(name, { context });
    await settle();
    sdk.configureStandalone({ locale: 'en', token: 'other' });
    expect(sdk.getHostContext()).toBe(context);
  });
});
