import { setStore } from '@/lib/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeBootScript } from './theme-assets';
import { themeNames } from './themes';

const source = themeBootScript();

/** Runs the generated theme-boot.js as the browser does, before the app. */
function boot() {
  new Function(source)();
  return [...document.documentElement.classList];
}

describe('theme-boot.js', () => {
  beforeEach(() => {
    document.documentElement.className = '';
    document.documentElement.lang = 'zh-CN';
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('knows the themes of themes.ts, and no other', () => {
    const [, names = ''] = /const names = (\[[^\]]*\]);/.exec(source) ?? [];

    expect(JSON.parse(names)).toEqual(themeNames);
  });

  it.each(themeNames)('puts the stored %s on <html>', (name) => {
    setStore({ name: 'themeName', content: name });

    expect(boot()).toEqual([name]);
  });

  it('uses theme-white when nothing is stored', () => {
    expect(boot()).toEqual(['theme-white']);
  });

  it.each([
    ['not JSON', '{theme-star'],
    ['an unknown theme', JSON.stringify({ dataType: 'string', content: 'theme-pink' })],
    ['JSON null', 'null'],
    ['a wrapper without content', JSON.stringify({ dataType: 'string' })],
    ['a number', '42'],
  ])('uses theme-white when the stored value is %s', (_, raw) => {
    window.localStorage.setItem('hf-themeName', raw);

    expect(boot()).toEqual(['theme-white']);
  });

  it('uses theme-white without throwing when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });

    expect(boot()).toEqual(['theme-white']);
  });

  it('puts the stored language on <html>, for the boot screen, and leaves zh-CN otherwise', () => {
    setStore({ name: 'language', content: 'en' });
    boot();
    expect(document.documentElement.lang).toBe('en');

    setStore({ name: 'language', content: 'fr' });
    document.documentElement.lang = 'zh-CN';
    boot();
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
