import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStore, getAllStore, getStore, getStoreEntry, removeStore, setStore } from './storage';
import { storageKey } from './storage-keys';

// As the lock feature declares it: loaded or not by the files before, the lifetime is written.
storageKey('isLock', 'view');

describe('storage wrapper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores values under the hf- prefix in local storage by default', () => {
    setStore({ name: 'language', content: 'en' });

    expect(window.localStorage.getItem('hf-language')).not.toBeNull();
    expect(window.sessionStorage.getItem('hf-language')).toBeNull();
  });

  it('wraps the content with its data type, storage type and a datetime stamp', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });

    setStore({ name: 'isLock', content: true, type: 'session' });

    expect(JSON.parse(window.sessionStorage.getItem('hf-isLock') ?? '')).toEqual({
      dataType: 'boolean',
      content: true,
      type: 'session',
      datetime: Date.parse('2026-03-01T08:00:00Z'),
      lifetime: 'view',
    });
    expect(getStoreEntry('isLock')?.type).toBe('session');
  });

  it('reads back strings, numbers, booleans, arrays and objects with their type', () => {
    setStore({ name: 'text', content: 'abc' });
    setStore({ name: 'number', content: 7 });
    setStore({ name: 'flag', content: false });
    setStore({ name: 'list', content: [{ firmId: 1, firmName: 'A' }] });
    setStore({ name: 'object', content: { userName: '张三' } });

    expect(getStore({ name: 'text' })).toBe('abc');
    expect(getStore({ name: 'number' })).toBe(7);
    expect(getStore({ name: 'flag' })).toBe(false);
    expect(getStore({ name: 'list' })).toEqual([{ firmId: 1, firmName: 'A' }]);
    expect(getStore({ name: 'object' })).toEqual({ userName: '张三' });
  });

  it('prefers session storage over local storage when both hold a name', () => {
    setStore({ name: 'tag', content: 'local' });
    setStore({ name: 'tag', content: 'session', type: 'session' });

    expect(getStore({ name: 'tag' })).toBe('session');
  });

  it('answers undefined for a name never stored or stored empty', () => {
    window.localStorage.setItem('hf-blank', '');

    expect(getStore({ name: 'missing' })).toBeUndefined();
    expect(getStore({ name: 'blank' })).toBeUndefined();
  });

  it('hands back a value not written by the wrapper as its raw string', () => {
    window.localStorage.setItem('hf-raw', 'plain text');

    expect(getStore({ name: 'raw' })).toBe('plain text');
  });

  it('removes a name from one storage or from both', () => {
    setStore({ name: 'tag', content: 'local' });
    setStore({ name: 'tag', content: 'session', type: 'session' });

    removeStore({ name: 'tag', type: 'session' });
    expect(getStore({ name: 'tag' })).toBe('local');

    removeStore({ name: 'tag' });
    expect(getStore({ name: 'tag' })).toBeUndefined();
  });

  it('lists every stored value of a storage by unprefixed name, ignoring foreign keys', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 'two' });
    setStore({ name: 'c', content: true, type: 'session' });
    window.localStorage.setItem('other-app', 'x');

    expect(getAllStore({ type: 'local' })).toEqual(
      expect.arrayContaining([
        { name: 'a', content: 1 },
        { name: 'b', content: 'two' },
      ]),
    );
    expect(getAllStore({ type: 'local' })).toHaveLength(2);
    expect(getAllStore({ type: 'session' })).toEqual([{ name: 'c', content: true }]);
    expect(getAllStore()).toHaveLength(3);
  });

  it('clears only hf- values, keeping the names asked for', () => {
    setStore({ name: 'access_token', content: 'secret' });
    setStore({ name: 'themeName', content: 'theme-star' });
    setStore({ name: 'isLock', content: true, type: 'session' });
    window.localStorage.setItem('other-app', 'x');

    clearStore({ keep: ['themeName'] });

    expect(getStore({ name: 'access_token' })).toBeUndefined();
    expect(getStore({ name: 'isLock' })).toBeUndefined();
    expect(getStore({ name: 'themeName' })).toBe('theme-star');
    expect(window.localStorage.getItem('other-app')).toBe('x');
  });

  it('clears a single storage when a type is given', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 2, type: 'session' });

    clearStore({ type: 'session' });

    expect(getStore({ name: 'a' })).toBe(1);
    expect(getStore({ name: 'b' })).toBeUndefined();
  });
});
