import { reloadSessionUser } from '@/features/session/session-user-store';
import { http } from '@/lib/http/http-client';
import * as notices from '@/lib/notify';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { setStore } from '@/lib/storage';
import { menuEntry } from '@/test/menu-entry';
import { testRuntimeConfig } from '@/test/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { upmsRoutes } from '@portal/contract/routes';
import type { MenuNode, MenuTreeResponse } from '@portal/contract';
import { renderWithI18n } from '@/test/render-with-i18n';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basename } from '@/lib/app-path';
import { patchMenuRoutes } from './menu-routes';
import { createRoutes } from './routes';

const notify = vi.fn<typeof notices.notify>();
const getMenuTree = vi.fn<() => Promise<MenuTreeResponse>>();

const entry = (id: number, label: string, path: string, subRoute = '') =>
  menuEntry({ id, label, path, subRoute });

const menu: MenuNode[] = [
  entry(1, '首页', '/wel/index'),
  entry(2, '客户列表', '/newcrm/customer/list', 'newcrm'),
  entry(3, '绩效考核', '/kpi/index', 'kpi'),
  entry(4, '经营日报', '/report/daily', 'other'),
];

beforeEach(() => {
  document.title = '';
  vi.spyOn(notices, 'notify').mockImplementation(notify);
  const passOn = http.request.bind(http);
  answerHttp((config) =>
    config.url === upmsRoutes.getMenuTree.path ? getMenuTree() : passOn(config),
  );
  setRuntimeConfig({
    ...testRuntimeConfig,
    // Routes without an app to mount: the routes and the guard are under test, not micro-app.
    subApps: [
      { route: 'newcrm', name: 'sub-newcrm' },
      { route: 'postloan', name: 'sub-postloan' },
      { route: 'kiosk', name: 'sub-kiosk', public: true, title: { 'zh-CN': '排队叫号' } },
    ],
  });
  getMenuTree.mockResolvedValue({ menu, btns: [], functionMenu: [] });
});

async function open(path: string) {
  const router = createMemoryRouter(createRoutes(), {
    basename,
    initialEntries: [path],
    patchRoutesOnNavigation: patchMenuRoutes,
  });
  await renderWithI18n(<RouterProvider router={router} />);
  return router;
}

function signIn({ withUserInfo = true } = {}) {
  setStore({ name: 'access_token', content: 'token' });
  setStore({ name: 'access_token_expires_at', content: Date.now() + 60_000 });
  if (withUserInfo) {
    setStore({
      name: 'userInfo',
      content: { userId: 7, firmId: 1, firmNo: '1001', userName: '张三', roleLoginVos: [] },
    });
  }
  // The user as a page load reads it from storage.
  reloadSessionUser();
}

describe('routes and guard', () => {
  it('sends a newcomer from /main/ to the login page', async () => {
    const router = await open('/main/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('keeps the requested page as the redirect target', async () => {
    const router = await open('/main/wel/index?from=mail');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fwel%2Findex%3Ffrom%3Dmail');
  });

  it('opens a route the registry makes public without signing in, outside the frame', async () => {
    const router = await open('/main/kiosk/queue');

    expect(await screen.findByTestId('sub-app-page', {}, { timeout: 15_000 })).toHaveAttribute(
      'data-state',
      'unconfigured',
    );
    expect(router.state.location.pathname).toBe('/main/kiosk/queue');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('排队叫号 - 集团业务核心系统'));
  }, 20_000);

  it('sends a signed-out user from a route the registry keeps private to sign in', async () => {
    const router = await open('/main/postloan/check/list');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
  });

  it('shows the 404 page at the unknown address, titled', async () => {
    signIn();
    const router = await open('/main/no/such/page');

    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-code', '404');
    expect(router.state.location.pathname).toBe('/main/no/such/page');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 集团业务核心系统'));
  });

  it('sends a signed-out user from an unknown route to sign in, and back there after', async () => {
    const router = await open('/main/report/daily?day=1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/report/daily?day=1',
    );
  });

  it.each([
    ['404', '页面不存在'],
    ['403', '无权访问'],
    ['500', '系统出错了'],
  ])('opens the public /%s page without signing in, titled %s', async (code, title) => {
    await open(`/main/${code}`);

    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-code', code);
    await waitFor(() => expect(document.title).toBe(`${title} - 集团业务核心系统`));
  });

  it('sends a signed-in user from the login page to the workbench', async () => {
    signIn();
    const router = await open('/main/login');

    // The route loaders fetch the signed-in frame and antd before the navigation commits.
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/wel/index'), {
      timeout: 15_000,
    });
    expect(await screen.findByTestId('current-user-name')).toHaveTextContent('张三');
  }, 20_000);

  it('signs out a user whose stored user info is gone', async () => {
    signIn({ withUserInfo: false });
    const router = await open('/main/wel/index');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/login'));
    expect(window.localStorage.getItem('hf-access_token')).toBeNull();
    expect(notify).toHaveBeenCalledWith(
      'warning',
      expect.stringContaining('意外退出导致用户信息丢失'),
    );
  });

  it('sends a locked session to the lock page from any route, the login page included', async () => {
    signIn();
    setStore({ name: 'isLock', content: true });
    const router = await open('/main/wel/index');

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/lock'), {
      timeout: 15_000,
    });
    expect(
      await screen.findByTestId('unlock-password', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/lock'));
  }, 20_000);

  it('lets a portal sign-in start from a clean session', async () => {
    signIn();
    const router = await open('/main/login?client_id=power');

    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main/login');
    expect(window.localStorage.getItem('hf-access_token')).toBeNull();
  });

  it('opens a sub-application route the menu reaches, with its tab', async () => {
    signIn();
    const router = await open('/main/newcrm/customer/list');

    expect(await screen.findByTestId('sub-app-page', {}, { timeout: 15_000 })).toHaveAttribute(
      'data-app',
      'newcrm',
    );
    expect(router.state.location.pathname).toBe('/main/newcrm/customer/list');
    expect(await screen.findByRole('tab', { name: /客户列表/ })).toBeInTheDocument();
  }, 20_000);

  it('keeps the kpi route open although the menu does not show it', async () => {
    signIn();
    await open('/main/kpi/index');

    expect(await screen.findByTestId('sub-app-page', {}, { timeout: 15_000 })).toHaveAttribute(
      'data-app',
      'kpi',
    );
    expect(screen.queryByRole('menuitem', { name: /绩效考核/ })).not.toBeInTheDocument();
  }, 20_000);

  it("shows 403 at the address of a known route that is not in the user's menu", async () => {
    signIn();
    const router = await open('/main/postloan/check/list');

    expect(await screen.findByTestId('error-page', {}, { timeout: 15_000 })).toHaveAttribute(
      'data-code',
      '403',
    );
    expect(router.state.location.pathname).toBe('/main/postloan/check/list');
    await waitFor(() => expect(document.title).toBe('无权访问 - 集团业务核心系统'));
  }, 20_000);

  it('opens a page the menu names at a path of its own, reloaded or bookmarked', async () => {
    signIn();
    const router = await open('/main/report/daily');

    expect(await screen.findByTestId('sub-app-page', {}, { timeout: 15_000 })).toHaveAttribute(
      'data-app',
      'other',
    );
    expect(router.state.location.pathname).toBe('/main/report/daily');
    expect(await screen.findByRole('tab', { name: /经营日报/ })).toBeInTheDocument();
  }, 20_000);

  it('still shows 404 for a path neither the routes nor the menu know', async () => {
    signIn();
    const router = await open('/main/report/weekly');

    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-code', '404');
    expect(router.state.location.pathname).toBe('/main/report/weekly');
  });
});
