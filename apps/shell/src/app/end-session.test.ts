import { setStore } from '@/lib/storage';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionEndReason } from '@/features/session/session-store';
import { basename } from '@/lib/app-path';
import { forgetSubAppCodeRuns } from '@/lib/leave-for-login';
import { endSession } from './end-session';
import { storageKey } from '@/lib/storage-keys';

// As the theme feature declares it (not loaded here).
storageKey('themeName', 'device');

function routerAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', children: [{ path: 'login' }, { path: 'info/index' }] }],
    { basename, initialEntries: [path] },
  );
  return router;
}

describe('endSession', () => {
  // A test of micro-app before this one would have the page loaded anew instead.
  beforeEach(forgetSubAppCodeRuns);

  it('clears the session, keeps why for the login page, and goes there keeping the page', async () => {
    setStore({ name: 'access_token_expires_at', content: Date.now() + 60_000 });
    setStore({ name: 'userInfo', content: { userName: '张三' } });
    setStore({ name: 'themeName', content: 'theme-star' });
    const router = routerAt('/main/info/index?tab=2');

    endSession(router, '安全管理员已结束您的会话，请重新登录');
    // Several calls failing together: the first keeps its words.
    endSession(router, '请重新登录');

    // The navigation waits for the login route's code: on a loaded machine, more than a second.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/main/login'), {
      timeout: 4_000,
    });
    expect(router.state.location.search).toBe('?redirect=%2Finfo%2Findex%3Ftab%3D2');
    expect(readSessionEndReason()).toBe('安全管理员已结束您的会话，请重新登录');
    expect(window.localStorage.getItem('hf-access_token_expires_at')).toBeNull();
    expect(window.localStorage.getItem('hf-themeName')).not.toBeNull();
  });

  it('leaves alone a window signed out already: a call its sign-out cut short sends it nowhere', async () => {
    const router = routerAt('/main/info/index');

    endSession(router, '此会话已退出登录，请重新登录');

    // What a navigation would have done by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/main/info/index');
    expect(readSessionEndReason()).toBeUndefined();
  });
});
