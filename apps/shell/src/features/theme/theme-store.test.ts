import { getStore, getStoreEntry, setStore } from '@/lib/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh store, as on a page load with what is in storage now. */
async function loadStore() {
  vi.resetModules();
  return (await import('./theme-store')).useThemeStore;
}

const htmlClasses = () => [...document.documentElement.classList];

describe('theme store', () => {
  beforeEach(() => {
    document.documentElement.className = '';
  });

  it('starts with theme-white when no theme is stored', async () => {
    const store = await loadStore();

    expect(store.getState().themeName).toBe('theme-white');
    expect(htmlClasses()).toEqual(['theme-white']);
  });

  it('starts with the stored theme', async () => {
    setStore({ name: 'themeName', content: 'theme-vip' });

    const store = await loadStore();

    expect(store.getState().themeName).toBe('theme-vip');
    expect(htmlClasses()).toEqual(['theme-vip']);
  });

  it('falls back to theme-white when the stored theme is unknown', async () => {
    setStore({ name: 'themeName', content: 'theme-pink' });

    const store = await loadStore();

    expect(store.getState().themeName).toBe('theme-white');
  });

  it('stores the chosen theme in local storage and swaps the class on <html>', async () => {
    const store = await loadStore();
    document.documentElement.classList.add('keep-me');

    store.getState().setThemeName('theme-star');
    store.getState().setThemeName('default');

    expect(store.getState().themeName).toBe('default');
    expect(getStore({ name: 'themeName' })).toBe('default');
    expect(getStoreEntry('themeName')?.type).toBe('local');
    expect(htmlClasses().sort()).toEqual(['default', 'keep-me']);
  });

  it('is read back after a reload', async () => {
    (await loadStore()).getState().setThemeName('theme-bule');

    const reloaded = await loadStore();

    expect(reloaded.getState().themeName).toBe('theme-bule');
  });
});
