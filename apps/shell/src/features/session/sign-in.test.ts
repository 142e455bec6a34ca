import type { RoleLoginResponse, TokenResponse, UserInfo } from '@portal/contract';
import { getStore, setStore } from '@/lib/storage';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSignInMethod, readToken, readUserInfo } from './session-store';
import { useSessionUser } from './session-user-store';
import { signIn, type SignInApi } from './sign-in';
import { SignInError } from './sign-in-error';
import { storageKey } from '@/lib/storage-keys';

// What the tabs and lock features declare (they are not loaded here).
for (const name of ['tagList', 'isLock', 'lockPasswd']) storageKey(name, 'view');

const token: TokenResponse = {
  access_token: 'opaque-token',
  token_type: 'bearer',
  expires_in: 86400,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
};

const firms: RoleLoginResponse = {
  userId: 7,
  firmIds: [
    { firmId: 1, firmName: '集团总部' },
    { firmId: 2, firmName: '保理公司' },
  ],
};

function userInfoIn(firmId: number): UserInfo {
  return {
    userId: 7,
    userName: '张三',
    firmId,
    firmNo: `F00${firmId}`,
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
}

function fakeApi(overrides: Partial<SignInApi> = {}) {
  return {
    requestToken: vi.fn<SignInApi['requestToken']>().mockResolvedValue(token),
    getRoleLogin: vi.fn<SignInApi['getRoleLogin']>().mockResolvedValue(firms),
    chooseFirm: vi.fn<SignInApi['chooseFirm']>().mockResolvedValue(true),
    getShareToken: vi
      .fn<SignInApi['getShareToken']>()
      .mockImplementation(({ firmId }) => Promise.resolve(userInfoIn(firmId))),
    ...overrides,
  } satisfies SignInApi;
}

const password = { grantType: 'password', username: 'zhangsan', password: 'Portal@2026' } as const;

describe('signIn', () => {
  afterEach(() => {
    Cookies.remove('Authorization', { path: '/' });
    Cookies.remove('userName', { path: '/' });
  });

  it('stores the token, the cookies, the user info and the firms', async () => {
    const api = fakeApi();

    await signIn(password, { api });

    expect(api.requestToken).toHaveBeenCalledWith(password);
    expect(readToken()).toBe('opaque-token');
    expect(Cookies.get('Authorization')).toBeUndefined();
    // For the next login page, written once the browser is idle.
    expect(Cookies.get('userName')).toBeUndefined();
    await vi.waitFor(() => expect(Cookies.get('userName')).toBe('zhangsan'));
    expect(readUserInfo()?.userName).toBe('张三');
    expect(getStore({ name: 'firmList' })).toEqual(firms.firmIds);
    expect(getStore({ name: 'firmId' })).toBe(1);
    expect(useSessionUser.getState()).toMatchObject({
      userInfo: { userName: '张三' },
      firm: { firmId: 1, firmName: '集团总部' },
    });
  });

  it('takes the first firm when none is stored', async () => {
    const api = fakeApi();

    await signIn(password, { api });

    expect(api.getShareToken).toHaveBeenCalledWith({ firmId: 1, userId: 7 }, { silent: true });
  });

  it('takes the stored firm when the user still belongs to it', async () => {
    setStore({ name: 'firmId', content: 2 });
    const api = fakeApi();

    const userInfo = await signIn(password, { api });

    expect(api.chooseFirm).toHaveBeenCalledWith({ firmId: 2, userId: 7 }, { silent: true });
    expect(api.getShareToken).toHaveBeenCalledWith({ firmId: 2, userId: 7 }, { silent: true });
    expect(userInfo.firmId).toBe(2);
  });

  it('falls back to the first firm when the stored one is no longer the user’s', async () => {
    setStore({ name: 'firmId', content: 99 });
    const api = fakeApi();

    await signIn(password, { api });

    expect(api.getShareToken).toHaveBeenCalledWith({ firmId: 1, userId: 7 }, { silent: true });
  });

  it('clears tabs and the lock', async () => {
    setStore({ name: 'tagList', content: [{ path: '/wel/index' }] });
    setStore({ name: 'isLock', content: true, type: 'session' });
    setStore({ name: 'lockPasswd', content: 'hash', type: 'session' });

    await signIn(password, { api: fakeApi() });

    expect(getStore({ name: 'tagList' })).toBeUndefined();
    expect(getStore({ name: 'isLock' })).toBeUndefined();
    expect(getStore({ name: 'lockPasswd' })).toBeUndefined();
  });

  it('stores the token only once what must not see it sooner has settled', async () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const api = fakeApi();

    const signingIn = signIn(password, { api, beforeTokenStored: () => settled });
    await vi.waitFor(() => expect(api.requestToken).toHaveBeenCalled());
    await Promise.resolve();
    expect(readToken()).toBeUndefined();
    settle();
    await signingIn;

    expect(readToken()).toBe('opaque-token');
  });

  it('leaves no token behind when the user belongs to no firm', async () => {
    const api = fakeApi({
      getRoleLogin: vi
        .fn<SignInApi['getRoleLogin']>()
        .mockResolvedValue({ userId: 7, firmIds: [] }),
    });

    await expect(signIn(password, { api })).rejects.toEqual(new SignInError('no-firm'));
    expect(readToken()).toBeUndefined();
    expect(Cookies.get('Authorization')).toBeUndefined();
  });

  it('leaves no token behind when the user info cannot be loaded', async () => {
    const api = fakeApi({
      getShareToken: vi.fn<SignInApi['getShareToken']>().mockRejectedValue(new Error('服务异常')),
    });

    await expect(signIn(password, { api })).rejects.toThrow('服务异常');
    expect(readToken()).toBeUndefined();
    expect(readUserInfo()).toBeUndefined();
  });

  it('records the firm and asks for the user info together', async () => {
    let recordFirm = () => {};
    const api = fakeApi({
      chooseFirm: vi.fn<SignInApi['chooseFirm']>().mockReturnValue(
        new Promise((resolve) => {
          recordFirm = () => resolve(true);
        }),
      ),
    });

    const signingIn = signIn(password, { api });
    await vi.waitFor(() => expect(api.getShareToken).toHaveBeenCalled());
    recordFirm();
    await signingIn;

    expect(api.chooseFirm).toHaveBeenCalledWith({ firmId: 1, userId: 7 }, { silent: true });
  });

  it('tells when the firm is known and when the server has recorded it', async () => {
    const steps: string[] = [];
    const api = fakeApi({
      chooseFirm: vi.fn<SignInApi['chooseFirm']>().mockImplementation(() => {
        steps.push('choose');
        return Promise.resolve(true);
      }),
    });

    await signIn(password, {
      api,
      onFirmKnown: (query) => steps.push(`known ${query.firmId}/${query.userId}`),
      onFirmChosen: (query) => steps.push(`chosen ${query.firmId}/${query.userId}`),
      onFailed: () => steps.push('failed'),
    });

    expect(steps).toEqual(['known 1/7', 'choose', 'chosen 1/7']);
  });

  it('records nothing when the server already answers for the firm', async () => {
    const steps: string[] = [];
    const api = fakeApi({
      getRoleLogin: vi
        .fn<SignInApi['getRoleLogin']>()
        .mockResolvedValue({ ...firms, currentFirmId: 1 }),
      getShareToken: vi.fn<SignInApi['getShareToken']>().mockImplementation(({ firmId }) => {
        steps.push('user info');
        return Promise.resolve(userInfoIn(firmId));
      }),
    });

    await signIn(password, {
      api,
      onFirmChosen: (query) => steps.push(`chosen ${query.firmId}/${query.userId}`),
    });

    expect(api.chooseFirm).not.toHaveBeenCalled();
    expect(steps).toEqual(['user info', 'chosen 1/7']);
  });

  it('records the stored firm when the server answers for another', async () => {
    setStore({ name: 'firmId', content: 2 });
    const api = fakeApi({
      getRoleLogin: vi
        .fn<SignInApi['getRoleLogin']>()
        .mockResolvedValue({ ...firms, currentFirmId: 1 }),
    });

    await signIn(password, { api });

    expect(api.chooseFirm).toHaveBeenCalledWith({ firmId: 2, userId: 7 }, { silent: true });
  });

  it('asks for nothing more when the token’s answer brings the firms and the user info', async () => {
    const onFirmChosen = vi.fn();
    const api = fakeApi({
      requestToken: vi.fn<SignInApi['requestToken']>().mockResolvedValue({
        ...token,
        firms: { ...firms, currentFirmId: 1 },
        user_info: userInfoIn(1),
      }),
    });

    const userInfo = await signIn(password, { api, onFirmChosen });

    expect(userInfo).toEqual(userInfoIn(1));
    expect(readUserInfo()).toEqual(userInfoIn(1));
    expect(onFirmChosen).toHaveBeenCalledWith({ firmId: 1, userId: 7 });
    expect(api.getRoleLogin).not.toHaveBeenCalled();
    expect(api.chooseFirm).not.toHaveBeenCalled();
    expect(api.getShareToken).not.toHaveBeenCalled();
  });

  it('records the stored firm and asks for its user info when the token’s answer is for another', async () => {
    setStore({ name: 'firmId', content: 2 });
    const api = fakeApi({
      requestToken: vi.fn<SignInApi['requestToken']>().mockResolvedValue({
        ...token,
        firms: { ...firms, currentFirmId: 1 },
        user_info: userInfoIn(1),
      }),
    });

    const userInfo = await signIn(password, { api });

    expect(userInfo.firmId).toBe(2);
    expect(api.getRoleLogin).not.toHaveBeenCalled();
    expect(api.chooseFirm).toHaveBeenCalledWith({ firmId: 2, userId: 7 }, { silent: true });
    expect(api.getShareToken).toHaveBeenCalledWith({ firmId: 2, userId: 7 }, { silent: true });
  });

  it('fails with the firm’s error when the firm cannot be recorded, and says so', async () => {
    const onFirmChosen = vi.fn();
    const onFailed = vi.fn();
    const api = fakeApi({
      chooseFirm: vi.fn<SignInApi['chooseFirm']>().mockRejectedValue(new Error('无权访问')),
      getShareToken: vi.fn<SignInApi['getShareToken']>().mockRejectedValue(new Error('服务异常')),
    });

    await expect(signIn(password, { api, onFirmChosen, onFailed })).rejects.toThrow('无权访问');
    expect(onFirmChosen).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(readToken()).toBeUndefined();
  });

  it('stores nothing when the credentials are refused', async () => {
    const api = fakeApi({
      requestToken: vi
        .fn<SignInApi['requestToken']>()
        .mockRejectedValue(new Error('用户名或密码错误')),
    });

    await expect(signIn(password, { api })).rejects.toThrow('用户名或密码错误');
    expect(readToken()).toBeUndefined();
    expect(api.getRoleLogin).not.toHaveBeenCalled();
  });

  it('says how many recovery codes are left after a sign-in with one', async () => {
    const api = fakeApi({
      requestToken: vi
        .fn<SignInApi['requestToken']>()
        .mockResolvedValue({ ...token, recovery_codes_left: 4 }),
    });
    const onRecoveryCodeUsed = vi.fn();
    const grant = {
      grantType: 'totp',
      secondFactorToken: 'second-factor-token',
      recoveryCode: 'ABCD-EFGH-IJKL-MNOP',
      firstStep: 'password',
    } as const;

    await signIn(grant, { api, onRecoveryCodeUsed });
    expect(onRecoveryCodeUsed).toHaveBeenCalledWith(4);
    expect(readSignInMethod()).toBe('password');

    onRecoveryCodeUsed.mockClear();
    await signIn(
      { ...grant, recoveryCode: undefined, code: '123456' },
      { api: fakeApi(), onRecoveryCodeUsed },
    );
    expect(onRecoveryCodeUsed).not.toHaveBeenCalled();
  });

  it('remembers a second factor after a portal id_token as a portal sign-in', async () => {
    await signIn(
      { grantType: 'totp', secondFactorToken: 't', code: '123456', firstStep: 'id_token' },
      { api: fakeApi() },
    );
    expect(readSignInMethod()).toBe('portal');
  });
});
