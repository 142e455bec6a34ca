import { afterEach, describe, expect, it } from 'vitest';
import { clearByLifetime, getStore, getStoreEntry, setStore } from './storage';
import { declaredLifetime, storageKey } from './storage-keys';

// The names are this file's own: the declarations are the module's for the whole run.
const preference = storageKey('test-lifetime-preference', 'device');
const token = storageKey('test-lifetime-token', 'session');
const openTabs = storageKey('test-lifetime-tabs', 'view');

describe('stored values by lifetime', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('writes the lifetime its feature declared into the stored value', () => {
    setStore({ name: preference, content: 'theme-star' });
    expect(getStoreEntry(preference)?.lifetime).toBe('device');
    expect(declaredLifetime(openTabs)).toBe('view');
  });

  it('forgets session and view values at sign-out, keeping what lives on the device', () => {
    setStore({ name: preference, content: 'theme-star' });
    setStore({ name: token, content: 'abc' });
    setStore({ name: openTabs, content: ['/wel/index'], type: 'session' });
    // Written by a module not loaded now: its own record of its lifetime decides.
    window.localStorage.setItem(
      'hf-test-lifetime-unloaded',
      JSON.stringify({
        dataType: 'string',
        content: 'x',
        type: 'local',
        datetime: 0,
        lifetime: 'device',
      }),
    );
    // Of no known lifetime: it goes with the session.
    window.localStorage.setItem('hf-test-lifetime-unknown', 'plain');
    // Not the shell's: never touched.
    window.localStorage.setItem('other-app', 'kept');

    clearByLifetime(['session', 'view']);

    expect(getStore({ name: preference })).toBe('theme-star');
    expect(getStore({ name: 'test-lifetime-unloaded' })).toBe('x');
    expect(getStore({ name: token })).toBeUndefined();
    expect(getStore({ name: openTabs })).toBeUndefined();
    expect(getStore({ name: 'test-lifetime-unknown' })).toBeUndefined();
    expect(window.localStorage.getItem('other-app')).toBe('kept');
  });

  it('clears a value as its feature declares it now, whatever an earlier release wrote', () => {
    // Written when the feature still kept it across sign-outs.
    window.localStorage.setItem(
      `hf-${token}`,
      JSON.stringify({
        dataType: 'string',
        content: 'abc',
        type: 'local',
        datetime: 0,
        lifetime: 'device',
      }),
    );

    clearByLifetime(['session', 'view']);

    expect(getStore({ name: token })).toBeUndefined();
  });

  it("forgets only the last session's view when a sign-in starts", () => {
    setStore({ name: token, content: 'abc' });
    setStore({ name: openTabs, content: ['/wel/index'] });

    clearByLifetime(['view']);

    expect(getStore({ name: token })).toBe('abc');
    expect(getStore({ name: openTabs })).toBeUndefined();
  });

  it('refuses one name declared with two lifetimes', () => {
    expect(storageKey(preference, 'device')).toBe(preference);
    expect(() => storageKey(preference, 'session')).toThrow(/declared twice/);
  });
});
