import { getStore } from '@/lib/storage';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLockPassword, setLockPassword } from './lock-password';
import {
  hasLockPassword,
  keepPageUnderLock,
  lockSession,
  takePageUnderLock,
  unlockSession,
  useIsLocked,
} from './lock-state';

afterEach(() => vi.unstubAllGlobals());

const webCrypto = globalThis.crypto;
/** A browser on plain http: random values, but no Web Crypto hashing. */
const withoutWebCrypto = () =>
  vi.stubGlobal('crypto', {
    getRandomValues: (array: Uint8Array<ArrayBuffer>) => webCrypto.getRandomValues(array),
    subtle: undefined,
  });

describe('lock state', () => {
  it('keeps a salted digest of the lock password, never the password', async () => {
    expect(hasLockPassword()).toBe(false);

    await setLockPassword('s3cret');

    expect(hasLockPassword()).toBe(true);
    expect(JSON.stringify(getStore({ name: 'lockPasswd' }))).not.toContain('s3cret');
    await expect(isLockPassword('s3cret')).resolves.toBe(true);
    await expect(isLockPassword('S3cret')).resolves.toBe(false);
  });

  it('checks a lock password kept where the browser could not hash it, and the other way round', async () => {
    // On plain http (an intranet portal) the browser has no Web Crypto: the digest is made in
    // JavaScript, and must be the same as the browser's.
    withoutWebCrypto();
    await setLockPassword('s3cret');
    vi.unstubAllGlobals();
    await expect(isLockPassword('s3cret')).resolves.toBe(true);

    await setLockPassword('other');
    withoutWebCrypto();
    await expect(isLockPassword('other')).resolves.toBe(true);
    await expect(isLockPassword('s3cret')).resolves.toBe(false);
  });

  it('checks a lock password still being hashed once its digest is kept', async () => {
    const storing = setLockPassword('just-set');

    // The session locks at once; an unlock typed meanwhile waits for the digest.
    await expect(isLockPassword('just-set')).resolves.toBe(true);
    await storing;
  });

  it('tells a component at once when this window locks and unlocks', () => {
    const { result } = renderHook(() => useIsLocked());
    expect(result.current).toBe(false);

    act(() => lockSession('/wel/index'));
    expect(result.current).toBe(true);

    act(() => void unlockSession());
    expect(result.current).toBe(false);
  });

  it('salts each lock password anew', async () => {
    await setLockPassword('same');
    const first = JSON.stringify(getStore({ name: 'lockPasswd' }));
    await setLockPassword('same');

    expect(JSON.stringify(getStore({ name: 'lockPasswd' }))).not.toBe(first);
  });

  it('locks in local storage and unlocks back to the page that was open', () => {
    lockSession('/newcrm/customer/list?x=1');

    expect(window.localStorage.getItem('hf-isLock')).not.toBeNull();
    expect(unlockSession()).toBe('/newcrm/customer/list?x=1');
    expect(getStore({ name: 'isLock' })).toBeUndefined();
  });

  it('unlocks to the home page when the page to return to is unknown', () => {
    lockSession('/lock');

    expect(unlockSession()).toBe('/wel/index');
  });

  it('keeps the page to come back to for this window alone: the lock is the session’s', () => {
    lockSession('/factoring/ledger');

    expect(window.sessionStorage.getItem('hf-lockedFrom')).toContain('/factoring/ledger');
    expect(window.localStorage.getItem('hf-lockedFrom')).toBeNull();
  });

  it('brings a window that followed the lock back to its own page, once', () => {
    keepPageUnderLock('/wel/backlog');

    expect(takePageUnderLock()).toBe('/wel/backlog');
    // A window opened while the session was locked had no page: home.
    expect(takePageUnderLock()).toBe('/wel/index');
  });
});
