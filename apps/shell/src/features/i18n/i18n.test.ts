import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCNCore } from './locales/zh-cn';
import { zhCNSections } from './locales/zh-cn-sections';

// A fresh module per test: the instance starts uninitialised, as on a page load.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('i18n', () => {
  beforeEach(() => localStorage.clear());

  it('has the login messages at once and the signed-in frame’s only once all are loaded', async () => {
    const { initI18n, loadAllMessages, i18n } = await freshI18n();
    await initI18n('zh-CN');

    expect(i18n.t('login.submit')).toBe('登录');
    expect(i18n.exists('tabs.closeOthers')).toBe(false);
    expect(Object.keys(i18n.getResourceBundle('zh-CN', 'translation'))).toEqual(
      Object.keys(zhCNCore),
    );

    await loadAllMessages();

    expect(i18n.t('tabs.closeOthers')).toBe('关闭其他');
    expect(i18n.t('login.submit')).toBe('登录');
    expect(Object.keys(i18n.getResourceBundle('zh-CN', 'translation')).sort()).toEqual(
      [...Object.keys(zhCNCore), ...Object.keys(zhCNSections)].sort(),
    );
  });

  it('types the keys of t(), the sections’ as the login’s', async () => {
    const { initI18n, loadAllMessages, i18n } = await freshI18n();
    await initI18n('zh-CN');
    await loadAllMessages();

    expect(i18n.t('firmSwitch.title')).toBe('切换机构');
    expect(i18n.t('workbenchLists.noMatch')).toBe('没有符合条件的记录');
    // @ts-expect-error: no such key.
    expect(i18n.t('firmSwitch.noSuchKey')).toBe('firmSwitch.noSuchKey');
    // @ts-expect-error: no such section.
    expect(i18n.t('noSuchSection.title')).toBe('noSuchSection.title');
  });

  it('loads the whole of another language when it is the stored one', async () => {
    const { initI18n, i18n } = await freshI18n();

    await initI18n('en');

    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(i18n.t('tabs.closeOthers')).toBe('Close others');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switching back to Chinese brings every Chinese message', async () => {
    const { initI18n, changeLanguage, i18n } = await freshI18n();
    await initI18n('en');

    await changeLanguage('zh-CN');

    expect(i18n.t('tabs.closeOthers')).toBe('关闭其他');
  });

  it("loads a page's messages with the page, and in the language switched to", async () => {
    const { initI18n, loadAllMessages, loadPageMessages, changeLanguage, i18n } = await freshI18n();
    await initI18n('zh-CN');
    await loadAllMessages();
    expect(i18n.exists('registry.title')).toBe(false);

    await loadPageMessages('registry');
    expect(i18n.t('registry.title')).toBe('子应用注册表');

    await changeLanguage('en');
    expect(i18n.t('registry.title')).toBe('Sub-app registry');
    expect(i18n.exists('operations.title')).toBe(false);
  });
});
