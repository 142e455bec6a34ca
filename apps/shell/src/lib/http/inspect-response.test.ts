import { describe, expect, it } from 'vitest';
import { inspectResponse, inspectTransportFailure } from './inspect-response';

const envelope = (code: number, msg = '', data: unknown = null) => ({ code, msg, data });

describe('inspectResponse', () => {
  it('resolves a 200 answer with code 0', () => {
    expect(inspectResponse({ status: 200, body: envelope(0, 'ok', { a: 1 }) })).toEqual({
      outcome: 'resolve',
    });
  });

  it('resolves a 2xx answer that carries no code', () => {
    expect(inspectResponse({ status: 204, body: '' })).toEqual({ outcome: 'resolve' });
  });

  describe('status 401 or 426', () => {
    it.each([401, 426])('with code 1 warns with the server message and rejects (%i)', (status) => {
      expect(inspectResponse({ status, body: envelope(1, '用户名或密码错误') })).toEqual({
        outcome: 'reject',
        code: 1,
        status,
        message: { text: '用户名或密码错误' },
        notice: { level: 'warning', message: { text: '用户名或密码错误' } },
        signOut: false,
        log: false,
        data: null,
      });
    });

    it('with the code of a second factor, hands its data to the caller without signing out', () => {
      const data = { second_factor_token: 'abc', expires_in: 300 };
      expect(
        inspectResponse({ status: 401, body: envelope(4011, '请使用通行密钥完成登录', data) }),
      ).toMatchObject({
        outcome: 'reject',
        code: 4011,
        message: { text: '请使用通行密钥完成登录' },
        signOut: false,
        data,
      });
    });

    it.each([401, 426])('with code 401 signs out saying why, as the server says (%i)', (status) => {
      const decision = inspectResponse({
        status,
        body: envelope(401, '安全管理员已结束您的会话，请重新登录'),
      });

      expect(decision).toMatchObject({
        outcome: 'reject',
        code: 401,
        signOut: true,
        notice: {
          level: 'warning',
          message: { text: '安全管理员已结束您的会话，请重新登录' },
        },
      });
    });

    it('with code 401 and no message asks to sign in again in its own words', () => {
      expect(inspectResponse({ status: 401, body: envelope(401, '') })).toMatchObject({
        signOut: true,
        message: { key: 'http.signInAgain' },
      });
    });

    it('signs out when the answer has no envelope at all', () => {
      expect(inspectResponse({ status: 401, body: 'Unauthorized' })).toMatchObject({
        outcome: 'reject',
        signOut: true,
      });
    });
  });

  describe('a non-zero code', () => {
    it('code 401 signs out with "service not authorised" and is logged', () => {
      expect(inspectResponse({ status: 200, body: envelope(401, 'x') })).toMatchObject({
        outcome: 'reject',
        code: 401,
        signOut: true,
        log: true,
        message: { key: 'http.serviceUnauthorized' },
        notice: { level: 'warning', message: { key: 'http.serviceUnauthorized' } },
      });
    });

    it('code 500 shows "service error" instead of the server text', () => {
      expect(inspectResponse({ status: 200, body: envelope(500, 'NullPointerException') })).toEqual(
        {
          outcome: 'reject',
          code: 500,
          status: 200,
          message: { key: 'http.serviceError' },
          notice: { level: 'error', message: { key: 'http.serviceError' } },
          signOut: false,
          log: true,
          data: null,
        },
      );
    });

    it('an HTTP 500 without an envelope is a service error too', () => {
      expect(inspectResponse({ status: 500, body: '<html>' })).toMatchObject({
        outcome: 'reject',
        code: 500,
        message: { key: 'http.serviceError' },
      });
    });

    it('another code shows the server message as an error', () => {
      expect(inspectResponse({ status: 200, body: envelope(1, '机构不存在') })).toMatchObject({
        outcome: 'reject',
        code: 1,
        signOut: false,
        log: true,
        notice: { level: 'error', message: { text: '机构不存在' } },
      });
    });

    it('another code without a message shows "unknown error"', () => {
      expect(inspectResponse({ status: 200, body: envelope(7, '  ') })).toMatchObject({
        notice: { level: 'error', message: { key: 'http.unknownError' } },
      });
    });

    it('a code sent as a string counts as that number', () => {
      expect(inspectResponse({ status: 200, body: { code: '0', msg: '', data: 1 } })).toEqual({
        outcome: 'resolve',
      });
    });
  });

  it('refuses a call held for a missing passkey without a notice or a sign-out', () => {
    expect(
      inspectResponse({
        status: 403,
        body: envelope(4031, '按安全策略，请先添加通行密钥再继续使用'),
      }),
    ).toMatchObject({ outcome: 'reject', code: 4031, notice: null, signOut: false, log: false });
  });

  it('refuses a change awaiting a fresh proof quietly, with the factors the proof takes', () => {
    expect(
      inspectResponse({
        status: 403,
        body: envelope(4032, '为保护您的账号，请先确认是您本人再进行此操作', {
          methods: ['totp'],
        }),
      }),
    ).toEqual({
      outcome: 'reject',
      code: 4032,
      status: 403,
      message: { text: '为保护您的账号，请先确认是您本人再进行此操作' },
      notice: null,
      signOut: false,
      log: false,
      data: { methods: ['totp'] },
    });
  });

  describe('white-listed statuses', () => {
    it('a 400 is rejected with the server message and no notice: the caller handles it', () => {
      expect(inspectResponse({ status: 400, body: envelope(1, 'username: 必填') })).toEqual({
        outcome: 'reject',
        code: 1,
        status: 400,
        message: { text: 'username: 必填' },
        notice: null,
        signOut: false,
        log: false,
        data: null,
      });
    });

    it('the white list can be changed', () => {
      expect(
        inspectResponse({ status: 400, body: envelope(1, 'bad') }, { statusWhiteList: [] }),
      ).toMatchObject({ notice: { level: 'error', message: { text: 'bad' } } });
    });
  });
});

describe('inspectTransportFailure', () => {
  it('rejects a network failure with a clear message and logs it', () => {
    expect(inspectTransportFailure({ errorCode: 'ERR_NETWORK', status: undefined })).toEqual({
      outcome: 'reject',
      code: -1,
      status: undefined,
      message: { key: 'http.networkError' },
      notice: null,
      signOut: false,
      log: true,
      data: null,
    });
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT'])('names a time-out as such (%s)', (errorCode) => {
    expect(inspectTransportFailure({ errorCode, status: undefined })).toMatchObject({
      message: { key: 'http.timeout' },
    });
  });

  it('names a gateway failure as the service being unavailable', () => {
    expect(inspectTransportFailure({ errorCode: 'ERR_BAD_RESPONSE', status: 503 })).toMatchObject({
      code: 503,
      status: 503,
      message: { key: 'http.serviceUnavailable' },
    });
  });
});
