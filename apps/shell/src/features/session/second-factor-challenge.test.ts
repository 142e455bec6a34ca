import { HttpError } from '@/lib/http/http-error';
import { describe, expect, it } from 'vitest';
import { secondFactorOf } from './second-factor-challenge';

const password = { grantType: 'password', username: 'zhangsan', password: 'Portal@2026' } as const;

/** The password's answer for a user with a second factor. */
const secondFactorAsked = (data: unknown) =>
  new HttpError('请完成第二步验证以登录', 4011, 401, data);

describe('secondFactorOf', () => {
  it('takes the token and the factors the answer names', () => {
    const failure = secondFactorAsked({ second_factor_token: 'token-1', methods: ['totp'] });

    expect(secondFactorOf(failure, password)).toEqual({
      token: 'token-1',
      methods: ['totp'],
      firstStep: 'password',
    });
    expect(secondFactorOf(failure, { grantType: 'id_token', idToken: 'portal' })).toMatchObject({
      firstStep: 'id_token',
    });
  });

  it('asks for a passkey when the answer names no factor it knows', () => {
    const failure = secondFactorAsked({ second_factor_token: 'token-1', methods: ['sms'] });

    expect(secondFactorOf(failure, password)?.methods).toEqual(['passkey']);
  });

  it('sees none in a refusal, an answer without a token, or a second step’s failure', () => {
    const asked = secondFactorAsked({ second_factor_token: 'token-1', methods: ['totp'] });

    expect(secondFactorOf(new HttpError('用户名或密码错误', 1, 401), password)).toBeUndefined();
    expect(secondFactorOf(secondFactorAsked({ methods: ['totp'] }), password)).toBeUndefined();
    expect(secondFactorOf(new Error('offline'), password)).toBeUndefined();
    expect(
      secondFactorOf(asked, { grantType: 'totp', secondFactorToken: 'token-1', code: '123456' }),
    ).toBeUndefined();
  });
});
