import type { RequestConfig } from '@/lib/http/http-client';
import { HttpError } from '@/lib/http/http-error';
import { paths } from '@/lib/paths';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { answerHttp } from '@/test/answer-http';
import { testRuntimeConfig } from '@/test/runtime-config';
import type { TokenResponse, UserInfo } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSession, readUserInfo, saveToken, saveUserSession } from './session-store';
import {
  askBeforeSwitching,
  createSignInFlow,
  signInTarget,
  type FirstScreenSteps,
  type SignInNavigator,
} from './sign-in-flow';

const password = { grantType: 'password', username: 'zhangsan', password: 'Portal@2026' } as const;

const userInfo: UserInfo = {
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
  roleLoginVos: [{ roleId: 1, roleNo: 'R01', roleName: '客户经理' }],
  avatar: '',
};

/** The token's answer, with the firms and the user info: signing in asks for nothing else. */
const token: TokenResponse = {
  access_token: '',
  token_type: 'bearer',
  expires_in: 86400,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
  firms: { userId: 7, firmIds: [{ firmId: 1, firmName: '集团总部' }], currentFirmId: 1 },
  user_info: userInfo,
};

beforeEach(() => setRuntimeConfig(testRuntimeConfig));

/** The server: the token for the right password, a refusal for any other. */
function answerServer() {
  const calls = vi.fn((config: RequestConfig) => {
    if (config.url !== '/auth/oauth/token') return Promise.resolve(true);
    const { password: sent } = Object.fromEntries(config.data as URLSearchParams);
    if (sent === password.password) return Promise.resolve(token);
    return Promise.reject(new HttpError('用户名或密码错误', 1, 401));
  });
  answerHttp(calls);
  return { asked: () => calls.mock.calls.map(([config]) => config.url) };
}

/** A host that records what the flow asked of it, in order. */
function fakeHost({ dataArrived = () => Promise.resolve() } = {}) {
  const events: string[] = [];
  const navigator: SignInNavigator = {
    navigate: vi.fn((to: string) => {
      events.push(`navigate ${to}, session ${hasSession()}`);
      return Promise.resolve();
    }),
  };
  const firstScreenSteps = vi.fn((target: string): FirstScreenSteps => ({
    onFirmKnown: () => events.push(`first screen asked for ${target}`),
    dataArrived: () => dataArrived().then(() => void events.push('data arrived')),
  }));
  const load = vi.fn(() => Promise.resolve({ firstScreen: { firstScreenSteps } }));
  const onArrived = vi.fn(() => events.push('shown'));
  return { events, navigator, firstScreenSteps, load, onArrived };
}

describe('createSignInFlow', () => {
  it('signs in, goes to the target, and shows it once the first screen’s data has arrived', async () => {
    const { asked } = answerServer();
    const host = fakeHost();
    const flow = createSignInFlow({
      load: host.load,
      navigator: () => Promise.resolve(host.navigator),
      onArrived: host.onArrived,
    });

    await flow.signIn(password, '/wel/backlog');

    expect(asked()).toEqual(['/auth/oauth/token']);
    expect(readUserInfo()?.userName).toBe('张三');
    expect(host.navigator.navigate).toHaveBeenCalledWith('/wel/backlog', { replace: true });
    expect(host.events).toEqual([
      'first screen asked for /wel/backlog',
      'navigate /wel/backlog, session true',
      'data arrived',
      'shown',
    ]);
    expect(host.onArrived).toHaveBeenCalledWith(
      { firstScreen: { firstScreenSteps: host.firstScreenSteps } },
      host.navigator,
    );
  });

  it('asks for the token once the host is ready, and stores it once its navigator is', async () => {
    const { asked } = answerServer();
    const host = fakeHost();
    let becomeReady = () => {};
    const ready = new Promise<void>((resolve) => (becomeReady = resolve));
    let navigatorReady: (navigator: SignInNavigator) => void = () => {};
    const navigator = vi.fn(
      () => new Promise<SignInNavigator>((resolve) => (navigatorReady = resolve)),
    );
    const flow = createSignInFlow({ load: host.load, ready: () => ready, navigator });

    const signingIn = flow.signIn(password, paths.home);
    await flow.prepare();
    expect(asked()).toEqual([]);
    becomeReady();
    await vi.waitFor(() => expect(asked()).toEqual(['/auth/oauth/token']));
    // Asked for as signing in starts: a router made meanwhile is ready sooner.
    expect(navigator).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve));
    expect(hasSession()).toBe(false);

    navigatorReady(host.navigator);
    await signingIn;
    expect(hasSession()).toBe(true);
    expect(host.events).toContain('navigate /wel/index, session true');
  });

  it('asks for the token in the caller’s task once ready and loaded, before the page renders', async () => {
    const { asked } = answerServer();
    const host = fakeHost();
    const flow = createSignInFlow({
      load: host.load,
      ready: () => Promise.resolve(),
      navigator: () => Promise.resolve(host.navigator),
    });
    await flow.prepare();

    const signingIn = flow.signIn(password, paths.home);

    expect(asked()).toEqual(['/auth/oauth/token']);
    await signingIn;
  });

  it('goes nowhere when the sign-in is refused, and tells the page why', async () => {
    answerServer();
    const host = fakeHost();
    const flow = createSignInFlow({
      load: host.load,
      navigator: () => Promise.resolve(host.navigator),
      onArrived: host.onArrived,
    });

    await expect(flow.signIn({ ...password, password: 'wrong' }, paths.home)).rejects.toThrow(
      '用户名或密码错误',
    );

    expect(host.navigator.navigate).not.toHaveBeenCalled();
    expect(host.onArrived).not.toHaveBeenCalled();
    expect(hasSession()).toBe(false);
  });

  it('loads the host’s code once however often it is asked for, and again after a failure', async () => {
    const host = fakeHost();
    host.load.mockRejectedValueOnce(new Error('chunk lost'));
    const flow = createSignInFlow({
      load: host.load,
      navigator: () => Promise.resolve(host.navigator),
    });

    await expect(flow.prepare()).rejects.toThrow('chunk lost');
    await Promise.all([flow.prepare(), flow.prepare()]);
    await flow.prepare();

    expect(host.load).toHaveBeenCalledTimes(2);
  });
});

describe('signInTarget', () => {
  it('goes to a redirect within the shell', () => {
    expect(signInTarget(new URLSearchParams({ redirect: '/wel/backlog?page=2' }))).toBe(
      '/wel/backlog?page=2',
    );
  });

  it('goes home without a redirect, or with one elsewhere', () => {
    expect(signInTarget(new URLSearchParams())).toBe(paths.home);
    expect(signInTarget(new URLSearchParams({ redirect: '//evil.example/' }))).toBe(paths.home);
  });
});

describe('askBeforeSwitching', () => {
  it('names whoever is signed in, and signs them out once ready when the user switches', async () => {
    answerServer();
    saveToken(token);
    saveUserSession({ userInfo, firms: token.firms?.firmIds ?? [], firmId: 1 });
    let becomeReady = () => {};
    const ready = new Promise<void>((resolve) => (becomeReady = resolve));
    const onKeep = vi.fn();

    const portalSwitch = askBeforeSwitching({ onKeep, ready: () => ready });
    expect(portalSwitch.signedInAs).toBe('张三');
    expect(portalSwitch.onKeep).toBe(onKeep);

    const switching = portalSwitch.onSwitch();
    await new Promise((resolve) => setTimeout(resolve));
    expect(hasSession()).toBe(true);
    becomeReady();
    await switching;
    expect(hasSession()).toBe(false);
  });
});
