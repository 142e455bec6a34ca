import type { TokenResponse, UserInfo } from '@portal/contract';
import { getStore, setStore } from '@/lib/storage';
import { describe, expect, it } from 'vitest';
import { holdsDuty } from '@/lib/duty-session';
import {
  clearSession,
  hasSession,
  readToken,
  readUserInfo,
  saveToken,
  saveUserSession,
} from './session-store';
import { storageKey } from '@/lib/storage-keys';

// What the theme, tabs, language and app-opens features declare (they are not loaded here).
for (const name of ['themeName', 'tagConfig', 'language']) storageKey(name, 'device');
storageKey('subAppOpens', 'session');
storageKey('isLock', 'view');

const token: TokenResponse = {
  access_token: 'opaque-token',
  token_type: 'bearer',
  expires_in: 60,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
};

const userInfo = {
  userId: 9,
  userName: '安全管理员',
  roleLoginVos: [],
} as unknown as UserInfo;

describe('session store', () => {
  it('forgets the token once expires_in has passed', () => {
    saveToken(token, 1_000);

    expect(readToken(1_000 + 59_999)).toBe('opaque-token');
    expect(hasSession(1_000 + 59_999)).toBe(true);
    expect(readToken(1_000 + 60_000)).toBeUndefined();
    expect(hasSession(1_000 + 60_000)).toBe(false);
  });

  it("keeps no token of a staff session, whose token is the server's HttpOnly cookie", () => {
    saveToken({ ...token, access_token: '', duty: null }, 1_000);

    expect(hasSession(1_000 + 59_999)).toBe(true);
    expect(readToken(1_000)).toBeUndefined();
    expect(window.localStorage.getItem('hf-access_token')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('clears the session and the app opens but keeps the theme, the tab config and the language', () => {
    saveToken(token);
    setStore({ name: 'userInfo', content: { userName: '张三' } });
    setStore({ name: 'themeName', content: 'theme-star' });
    setStore({ name: 'tagConfig', content: 1 });
    setStore({ name: 'language', content: 'en' });
    setStore({ name: 'subAppOpens', content: { 7: { 'sub-credit': 3 } } });
    setStore({ name: 'isLock', content: true, type: 'session' });

    clearSession();

    expect(hasSession()).toBe(false);
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
    expect(getStore({ name: 'isLock' })).toBeUndefined();
    expect(getStore({ name: 'themeName' })).toBe('theme-star');
    expect(getStore({ name: 'tagConfig' })).toBe(1);
    expect(getStore({ name: 'language' })).toBe('en');
    expect(getStore({ name: 'subAppOpens' })).toBeUndefined();
  });

  it("keeps a duty's token in this tab's session storage, which no other page reads", () => {
    saveToken({ ...token, duty: 'security_admin' });
    saveUserSession({ userInfo, firms: [], firmId: 1 });

    expect(readToken()).toBe('opaque-token');
    expect(readUserInfo()?.userName).toBe('安全管理员');
    expect(Object.values({ ...window.localStorage }).join()).not.toMatch(/opaque-token|安全管理员/);
    expect(holdsDuty()).toBe(true);

    // The next sign-in of this tab, without a duty, is staff's again: the browser's storage.
    saveToken({ ...token, access_token: '', duty: null });
    expect(holdsDuty()).toBe(false);
    expect(readToken()).toBeUndefined();
    expect(window.localStorage.getItem('hf-access_token_expires_at')).not.toBeNull();
  });

  it('treats damaged stored user info as missing', () => {
    window.localStorage.setItem('hf-userInfo', '{"dataType":"object"');
    expect(readUserInfo()).toBeUndefined();

    setStore({ name: 'userInfo', content: { userName: '张三' } });
    expect(readUserInfo()).toBeUndefined();

    setStore({ name: 'userInfo', content: { userId: 7, userName: '张三', roleLoginVos: [] } });
    expect(readUserInfo()?.userName).toBe('张三');
  });
});
