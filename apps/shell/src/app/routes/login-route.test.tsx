import type { RequestConfig } from '@/lib/http/http-client';
import { hasSession } from '@/features/session/session-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { renderWithI18n } from '@/test/render-with-i18n';
import { testRuntimeConfig } from '@/test/runtime-config';
import type { TokenResponse } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginRoute, type FirstScreenCode } from './login-route';

/** The token's answer, with the firms and the user info: signing in asks for nothing else. */
const token: TokenResponse = {
  access_token: '',
  token_type: 'bearer',
  expires_in: 86400,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
  firms: { userId: 7, firmIds: [{ firmId: 1, firmName: '集团总部' }], currentFirmId: 1 },
  user_info: {
    userId: 7,
    userName: '张三',
    firmId: 1,
    firmNo: 'F001',
    deptId: 10,
    deptName: '信贷部',
    deptNo: 'D10',
    buDeptId: 1,
    buDeptName: '总部',
    buDeptNo: 'B1',
    deptShortName: '信贷',
    employeeNo: 'E0007',
    groupId: 1,
    groupName: '集团',
    systemName: '核心系统',
    systemId: 1,
    roleLoginVos: [],
    avatar: '',
  },
};

/** The first screen's code, standing in for app/first-screen.ts: what signing in asked of it. */
function fakeFirstScreen() {
  const code: FirstScreenCode = {
    firstScreenSteps: vi.fn(() => ({ dataArrived: () => Promise.resolve() })),
    preloadFirstScreen: vi.fn(() => Promise.resolve()),
  };
  return { code, load: vi.fn(() => Promise.resolve(code)) };
}

async function openLogin(path: string, firstScreen = fakeFirstScreen()) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute loadFirstScreen={firstScreen.load} /> },
      { path: '*', element: <p>signed in</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithI18n(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => setRuntimeConfig(testRuntimeConfig));

describe('LoginRoute', () => {
  it('signs in and goes where the user was heading, the first screen asked for it', async () => {
    const calls = vi.fn((config: RequestConfig) =>
      Promise.resolve(config.url === '/auth/oauth/token' ? token : true),
    );
    answerHttp(calls);
    const firstScreen = fakeFirstScreen();
    const router = await openLogin('/login?redirect=%2Fwel%2Fbacklog', firstScreen);
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('用户名'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Portal@2026');
    await waitFor(() => expect(firstScreen.code.preloadFirstScreen).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/backlog'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(firstScreen.code.firstScreenSteps).toHaveBeenCalledWith('/wel/backlog');
    expect(calls.mock.calls.map(([config]) => config.url)).toEqual(['/auth/oauth/token']);
    expect(hasSession()).toBe(true);
    expect(firstScreen.load).toHaveBeenCalledOnce();
  });
});
