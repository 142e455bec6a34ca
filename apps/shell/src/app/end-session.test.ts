import * as notices from '@/lib/notify';
import { setStore } from '@/lib/storage';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basename } from '@/lib/app-path';
import { endSession } from './end-session';
import { storageKey } from '@/lib/storage-keys';

// As the theme feature declares it (not loaded here).
storageKey('themeName', 'device');

const notify = vi.fn<typeof notices.notify>();
beforeEach(() => {
  vi.spyOn(notices, 'notify').mockImplementation(notify);
});

function routerAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', children: [{ path: 'login' }, { path: 'info/index' }] }],
    { basename, initialEntries: [path] },
  );
  return router;
}

describe('endSession', () => {
  it('clears the session, says why once, and goes to the login page keeping the page', async () => {
    setStore({ name: 'access_token', content: 'token' });
    setStore({ name: 'userInfo', content: { userName: '张三' } });
    setStore({ name: 'themeName', content: 'theme-star' });
    const router = routerAt('/main/info/index?tab=2');

    endSession(router, '请重新登录');
    endSession(router, '请重新登录');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(router.state.location.search).toBe('?redirect=%2Finfo%2Findex%3Ftab%3D2');
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith('warning', '请重新登录');
    expect(window.localStorage.getItem('hf-access_token')).toBeNull();
    expect(window.localStorage.getItem('hf-themeName')).not.toBeNull();
  });

  it('says the reason another window of the session was given, when that window ended it first', async () => {
    // The other window cleared the session and left its reason.
    setStore({ name: 'sessionEndReason', content: '安全管理员已结束您的会话，请重新登录' });
    const router = routerAt('/main/info/index');

    endSession(router, '请重新登录');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(notify).toHaveBeenCalledWith('warning', '安全管理员已结束您的会话，请重新登录');
  });
});
