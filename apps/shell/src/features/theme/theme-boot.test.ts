/// <reference types="node" />
import { setStore } from '@/lib/storage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeNames } from './themes';

const source = readFileSync(join(import.meta.dirname, '../../../public/theme-boot.js'), 'utf8');

/** Runs public/theme-boot.js as the browser does, before the app. */
function boot() {
  new Function(source)();
  return [...document.documentElement.classList];
}

describe('theme-boot.js', () => {
  beforeEach(() => {
    document.documentElement.className = '';
  });

  afterEach(() => {
    vi.restoreAllMocks();
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
});
