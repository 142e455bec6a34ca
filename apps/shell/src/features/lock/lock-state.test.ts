import { getStore } from '@/lib/storage';
import { describe, expect, it } from 'vitest';
import { isLockPassword, setLockPassword } from './lock-password';
import {
  hasLockPassword,
  keepPageUnderLock,
  lockSession,
  takePageUnderLock,
  unlockSession,
} from './lock-state';

describe('lock state', () => {
  it('keeps a salted digest of the lock password, never the password', async () => {
    expect(hasLockPassword()).toBe(false);

    await setLockPassword('s3cret');

    expect(hasLockPassword()).toBe(true);
    expect(JSON.stringify(getStore({ name: 'lockPasswd' }))).not.toContain('s3cret');
    await expect(isLockPassword('s3cret')).resolves.toBe(true);
    await expect(isLockPassword('S3cret')).resolves.toBe(false);
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
