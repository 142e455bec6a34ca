import type { TokenResponse } from '@portal/contract';
import { getStore, setStore } from '@/lib/storage';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { clearSession, readToken, readUserInfo, saveToken } from './session-store';
import { storageKey } from '@/lib/storage-keys';

// What the theme, tabs, language and app-opens features declare (they are not loaded here).
for (const name of ['themeName', 'tagConfig', 'language', 'subAppOpens'])
  storageKey(name, 'device');
storageKey('isLock', 'view');

const token: TokenResponse = {
  access_token: 'opaque-token',
  token_type: 'bearer',
  expires_in: 60,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
};

describe('session store', () => {
  it('forgets the token once expires_in has passed', () => {
    saveToken(token, 1_000);

    expect(readToken(1_000 + 59_999)).toBe('opaque-token');
    expect(readToken(1_000 + 60_000)).toBeUndefined();
  });

  it('clears the session but keeps the theme, the tab config, the language and the app opens', () => {
    saveToken(token);
    setStore({ name: 'userInfo', content: { userName: '张三' } });
    setStore({ name: 'themeName', content: 'theme-star' });
    setStore({ name: 'tagConfig', content: 1 });
    setStore({ name: 'language', content: 'en' });
    setStore({ name: 'subAppOpens', content: { 7: { 'sub-credit': 3 } } });
    setStore({ name: 'isLock', content: true, type: 'session' });

    clearSession();

    expect(readToken()).toBeUndefined();
    expect(Cookies.get('Authorization')).toBeUndefined();
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
    expect(getStore({ name: 'isLock' })).toBeUndefined();
    expect(getStore({ name: 'themeName' })).toBe('theme-star');
    expect(getStore({ name: 'tagConfig' })).toBe(1);
    expect(getStore({ name: 'language' })).toBe('en');
    expect(getStore({ name: 'subAppOpens' })).toEqual({ 7: { 'sub-credit': 3 } });
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
