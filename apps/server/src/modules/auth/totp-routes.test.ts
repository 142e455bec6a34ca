import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signIdToken } from '../../lib/id-token';
import { sealSecret } from '../../lib/secret-box';
import { demoIdTokenAudience, demoIdTokenIssuer, demoPortalJwtSecret } from '../../config';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';
import { createTestClock, type TestClock } from '../../testing/test-clock';
import { confirmIdentity, proveIdentity } from '../../testing/prove-identity';

const password = 'Portal@2026';

function post(app: FastifyInstance, url: string, authorization: string, payload: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

function requestToken(app: FastifyInstance, fields: Record<string, string>, language?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The code an authenticator app shows for `secret` at the clock's time, `steps` steps off. */
function codeAt(secret: string, clock: TestClock, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: clock.now().getTime() + steps * 30_000,
  });
}

/** A test app on a clock that stands still, at the start of a time step. */
async function appOnClock(environment: Record<string, string> = {}) {
  const clock = createTestClock(new Date(Math.floor(Date.now() / 30_000) * 30_000));
  const app = await buildTestApp(environment, { clock });
  return { app, clock };
}

/**
 * Sets an authenticator app up for the signed-in user, their session proved first (the password
 * alone: they have no second factor yet): its secret and recovery codes.
 */
async function enrol(app: FastifyInstance, clock: TestClock, authorization: string) {
  await proveIdentity(app, authorization);
  const started = await post(app, '/api/upms/user/totp/start', authorization, {});
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await post(app, '/api/upms/user/totp/confirm', authorization, {
    code: codeAt(secret, clock),
  });
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
  return { secret, recoveryCodes };
}

/** The password step of a user with a second factor: its second-factor token. */
async function passwordStep(app: FastifyInstance, username = 'zhangsan') {
  const response = await requestToken(app, { grant_type: 'password', username, password });
  expect(response.statusCode).toBe(401);
  return response.json<{ data: { second_factor_token: string } }>().data.second_factor_token;
}

const withCode = (app: FastifyInstance, token: string, code: string, language?: string) =>
  requestToken(app, { grant_type: 'totp', second_factor_token: token, code }, language);

const withRecoveryCode = (app: FastifyInstance, token: string, recoveryCode: string) =>
  requestToken(app, {
    grant_type: 'totp',
    second_factor_token: token,
    recovery_code: recoveryCode,
  });

async function auditRows(app: FastifyInstance, event: string) {
  return app.db
    .selectFrom('audit_events')
    .select(['event', 'result', 'reason', 'username', 'object_type', 'details'])
    .where('event', '=', event)
    .orderBy('id')
    .execute();
}

describe('authenticator app (TOTP)', () => {
  it('enrols after a proof of the session and a first code, answering ten recovery codes once', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const status = () =>
      app.inject({
        url: '/api/upms/user/totp',
        headers: { authorization: zhangsan.authorization },
      });
    expect((await status()).json().data).toEqual({
      enrolled: false,
      confirmedAt: null,
      recoveryCodesLeft: 0,
    });

    // The token alone starts nothing; a wrong password proves nothing.
    const unproved = await post(app, '/api/upms/user/totp/start', zhangsan.authorization, {});
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json()).toMatchObject({ code: 4032, data: { methods: [] } });
    const wrongPassword = await confirmIdentity(app, zhangsan.authorization, {
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().msg).toBe('当前密码错误');
    expect(
      (await post(app, '/api/upms/user/totp/start', zhangsan.authorization, {})).statusCode,
    ).toBe(403);

    await proveIdentity(app, zhangsan.authorization);
    const started = await post(app, '/api/upms/user/totp/start', zhangsan.authorization, {});
    expect(started.statusCode).toBe(200);
    const { uri, secret, expiresIn } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Portal:zhangsan?issuer=Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(expiresIn).toBe(600);
    // Not enrolled until a code confirms it: the password alone still signs in.
    expect((await status()).json().data.enrolled).toBe(false);

    const wrongCode = await post(app, '/api/upms/user/totp/confirm', zhangsan.authorization, {
      code: codeAt(secret, clock, 5),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().msg).toBe('验证码错误，请输入身份验证器应用中当前显示的验证码');
    const notDigits = await post(app, '/api/upms/user/totp/confirm', zhangsan.authorization, {
      code: 'abcdef',
    });
    expect(notDigits.statusCode).toBe(400);

    // A pasted code with a space in the middle is taken.
    const code = codeAt(secret, clock);
    const confirmed = await post(app, '/api/upms/user/totp/confirm', zhangsan.authorization, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(10);
    for (const recoveryCode of recoveryCodes) {
      expect(recoveryCode).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    }
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await status()).json().data).toEqual({
      enrolled: true,
      confirmedAt: clock.now().toISOString(),
      recoveryCodesLeft: 10,
    });

    // Stored encrypted: neither the secret nor a recovery code is in the database.
    const [row] = await app.db.selectFrom('totp_secrets').selectAll().execute();
    expect(row?.secret).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const codes = await app.db.selectFrom('recovery_codes').selectAll().execute();
    expect(codes).toHaveLength(10);
    expect(JSON.stringify(codes)).not.toContain(recoveryCodes[0].replaceAll('-', ''));
    expect(JSON.stringify(codes)).not.toContain(recoveryCodes[0]);

    // Enrolled: a second enrolment is refused until the app is removed.
    const again = await post(app, '/api/upms/user/totp/start', zhangsan.authorization, {});
    expect(again.statusCode).toBe(409);

    expect(await auditRows(app, 'second-factor.enrol')).toEqual([
      {
        event: 'second-factor.enrol',
        result: 'failure',
        reason: 'totp.badCode',
        username: 'zhangsan',
        object_type: 'totp',
        details: JSON.stringify({ kind: 'totp' }),
      },
      {
        event: 'second-factor.enrol',
        result: 'success',
        reason: null,
        username: 'zhangsan',
        object_type: 'totp',
        details: JSON.stringify({ kind: 'totp' }),
      },
    ]);
  });

  it('lets a pending enrolment expire after ten minutes', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const started = await post(app, '/api/upms/user/totp/start', zhangsan.authorization, {});
    const { secret } = started.json().data;
    clock.advanceSeconds(600);
    const late = await post(app, '/api/upms/user/totp/confirm', zhangsan.authorization, {
      code: codeAt(secret, clock),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('设置已过期或尚未开始，请重新设置');
  });

  it('signs in with password and code, refusing a replay and codes outside the window', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { secret } = await enrol(app, clock, zhangsan.authorization);

    const answer = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      code: 4011,
      msg: '请完成第二步验证以登录',
      data: {
        second_factor_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_in: 300,
        methods: ['totp'],
      },
    });
    const token = answer.json().data.second_factor_token;

    // The code that confirmed the enrolment is used already.
    const replayOfConfirm = await withCode(app, token, codeAt(secret, clock));
    expect(replayOfConfirm.statusCode).toBe(401);
    expect(replayOfConfirm.json().msg).toBe('验证码错误或已使用，请输入身份验证器应用中的新验证码');

    clock.advanceSeconds(120);
    // Three steps back: outside the window of one step either way.
    expect((await withCode(app, token, codeAt(secret, clock, -3))).statusCode).toBe(401);
    // The step before: taken (the user typed it as it changed).
    const previous = codeAt(secret, clock, -1);
    const signedIn = await withCode(app, token, previous);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'zhangsan', token_type: 'bearer' });
    expect(signedIn.json().data.recovery_codes_left).toBeUndefined();

    // The same code again, with a fresh password step: refused, a code is accepted once.
    const replay = await withCode(app, await passwordStep(app), previous, 'en');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe(
      'The code is wrong or was used already; enter a new code from your authenticator app',
    );
    // A token is used up by its sign-in.
    expect((await withCode(app, token, codeAt(secret, clock))).json().msg).toBe(
      '登录确认已过期，请重新输入密码',
    );

    const rows = await auditRows(app, 'auth.sign-in');
    const totpRows = rows.filter((row) => JSON.parse(row.details ?? '{}').grant === 'totp');
    expect(totpRows.map(({ result, reason, details }) => ({ result, reason, details }))).toEqual([
      {
        result: 'failure',
        reason: 'auth.badTotpCode',
        details: JSON.stringify({ grant: 'totp', method: 'password+totp' }),
      },
      {
        result: 'failure',
        reason: 'auth.badTotpCode',
        details: JSON.stringify({ grant: 'totp', method: 'password+totp' }),
      },
      {
        result: 'success',
        reason: null,
        details: JSON.stringify({ grant: 'totp', method: 'password+totp' }),
      },
      {
        result: 'failure',
        reason: 'auth.badTotpCode',
        details: JSON.stringify({ grant: 'totp', method: 'password+totp' }),
      },
      {
        result: 'failure',
        reason: 'auth.secondFactorExpired',
        details: JSON.stringify({ grant: 'totp', method: 'password+totp' }),
      },
    ]);
  });

  it('counts wrong codes against the account like wrong passwords', async () => {
    const { app, clock } = await appOnClock({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
    const zhangsan = await signIn(app);
    const { secret } = await enrol(app, clock, zhangsan.authorization);
    clock.advanceSeconds(30);
    const token = await passwordStep(app);
    for (let failure = 0; failure < 3; failure++) {
      expect((await withCode(app, token, codeAt(secret, clock, 5))).statusCode).toBe(401);
    }
    const locked = await withCode(app, token, codeAt(secret, clock));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('signs in with a recovery code once, saying how many are left', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { recoveryCodes } = await enrol(app, clock, zhangsan.authorization);
    const [first = '', second = ''] = recoveryCodes;

    const signedIn = await withRecoveryCode(app, await passwordStep(app), first.toLowerCase());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: 'zhangsan', recovery_codes_left: 9 });

    const reused = await withRecoveryCode(app, await passwordStep(app), first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().msg).toBe('恢复码错误或已使用');
    // Without its dashes, as typed.
    const withoutDashes = await withRecoveryCode(
      app,
      await passwordStep(app),
      second.replaceAll('-', ''),
    );
    expect(withoutDashes.json().data.recovery_codes_left).toBe(8);

    const methods = (await auditRows(app, 'auth.sign-in'))
      .filter((row) => JSON.parse(row.details ?? '{}').grant === 'totp')
      .map((row) => [row.result, JSON.parse(row.details ?? '{}').method]);
    expect(methods).toEqual([
      ['success', 'password+recovery-code'],
      ['failure', 'password+recovery-code'],
      ['success', 'password+recovery-code'],
    ]);
  });

  it('says what to do when the stored secret does not open under the key, and takes recovery codes', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { secret, recoveryCodes } = await enrol(app, clock, zhangsan.authorization);
    // As after SECOND_FACTOR_KEY was changed: the secret was stored under another key.
    const otherKey = Buffer.alloc(32, 7);
    await app.db
      .updateTable('totp_secrets')
      .set({ secret: sealSecret(otherKey, secret, `totp:${zhangsan.userId}`) })
      .where('user_id', '=', zhangsan.userId)
      .execute();

    const code = await withCode(app, await passwordStep(app), codeAt(secret, clock));
    expect(code.statusCode).toBe(500);
    expect(code.json().msg).toBe('暂时无法核对身份验证器应用的验证码，请改用恢复码，或联系管理员');
    const inEnglish = await withCode(app, await passwordStep(app), codeAt(secret, clock), 'en');
    expect(inEnglish.json().msg).toMatch(/^Authenticator app codes cannot be checked/);

    const recovered = await withRecoveryCode(app, await passwordStep(app), recoveryCodes[0] ?? '');
    expect(recovered.statusCode).toBe(200);
  });

  it('regenerates recovery codes after a proof with a code, invalidating the old ones', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { secret, recoveryCodes: old } = await enrol(app, clock, zhangsan.authorization);
    const url = '/api/upms/user/totp/recovery-codes';

    // The proof of the enrolment is over; a new one takes the app's code with the password.
    clock.advanceSeconds(300);
    const stale = await post(app, url, zhangsan.authorization, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().data).toEqual({ methods: ['totp'] });
    const wrongCode = await confirmIdentity(app, zhangsan.authorization, {
      factor: { code: codeAt(secret, clock, 20) },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().msg).toBe('当前密码或第二步验证不正确');
    await proveIdentity(app, zhangsan.authorization, { code: codeAt(secret, clock) });

    const regenerated = await post(app, url, zhangsan.authorization, {});
    expect(regenerated.statusCode).toBe(200);
    const fresh: string[] = regenerated.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    expect((await withRecoveryCode(app, await passwordStep(app), old[0] ?? '')).statusCode).toBe(
      401,
    );
    expect((await withRecoveryCode(app, await passwordStep(app), fresh[0] ?? '')).statusCode).toBe(
      200,
    );
    expect(await auditRows(app, 'second-factor.recovery-codes')).toEqual([
      {
        event: 'second-factor.recovery-codes',
        result: 'success',
        reason: null,
        username: 'zhangsan',
        object_type: 'totp',
        details: JSON.stringify({ count: 10, kind: 'totp' }),
      },
    ]);
    expect(
      (await auditRows(app, 'auth.reauthenticate')).map(({ result, reason, details }) => [
        result,
        reason,
        details,
      ]),
    ).toEqual([
      ['success', null, JSON.stringify({ method: 'password' })],
      ['failure', 'auth.badTotpCode', JSON.stringify({ method: 'password+totp' })],
      ['success', null, JSON.stringify({ method: 'password+totp' })],
    ]);
  });

  it('removes the app after a proof with a recovery code; the password alone signs in again', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { recoveryCodes } = await enrol(app, clock, zhangsan.authorization);
    const url = '/api/upms/user/totp/remove';

    clock.advanceSeconds(301);
    expect((await post(app, url, zhangsan.authorization, {})).statusCode).toBe(403);
    expect(await app.db.selectFrom('totp_secrets').select('user_id').execute()).toHaveLength(1);

    await proveIdentity(app, zhangsan.authorization, { recoveryCode: recoveryCodes[0] ?? '' });
    expect((await post(app, url, zhangsan.authorization, {})).statusCode).toBe(200);
    expect(await app.db.selectFrom('totp_secrets').select('user_id').execute()).toEqual([]);
    expect(await app.db.selectFrom('recovery_codes').select('id').execute()).toEqual([]);
    expect(
      (await requestToken(app, { grant_type: 'password', username: 'zhangsan', password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await auditRows(app, 'second-factor.remove')).map(({ result, reason, details }) => ({
        result,
        reason,
        details,
      })),
    ).toEqual([{ result: 'success', reason: null, details: JSON.stringify({ kind: 'totp' }) }]);
  });

  it('under the required policy, lets a user with an authenticator app only through', async () => {
    const { app, clock } = await appOnClock({ SECOND_FACTOR_POLICY: 'required' });
    const zhangsan = await signIn(app);
    const get = (url: string) =>
      app.inject({ url, headers: { authorization: zhangsan.authorization } });
    const held = await get('/api/upms/user/sessions');
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe(4031);
    // The enrolment's own endpoints answer while the user is held.
    expect((await get('/api/upms/user/totp')).statusCode).toBe(200);

    await enrol(app, clock, zhangsan.authorization);
    expect((await get('/api/upms/user/sessions')).statusCode).toBe(200);
  });

  it('offers nothing while the policy is off', async () => {
    const { app } = await appOnClock({ SECOND_FACTOR_POLICY: 'off' });
    const zhangsan = await signIn(app);
    const status = await app.inject({
      url: '/api/upms/user/totp',
      headers: { authorization: zhangsan.authorization },
    });
    expect(status.statusCode).toBe(403);
    expect(status.json().msg).toBe('本系统未启用第二步验证');
    const grant = await withCode(app, 'any-token', '123456');
    expect(grant.statusCode).toBe(403);
  });

  it('names both factors of a user with a passkey and an app', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    await enrol(app, clock, zhangsan.authorization);
    await app.db
      .insertInto('passkeys')
      .values({
        credential_id: 'credential-1',
        user_id: zhangsan.userId,
        public_key: 'key',
        sign_count: 0,
        transports: '',
        name: 'Laptop',
        created_at: clock.now().toISOString(),
      })
      .execute();
    const answer = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password,
    });
    expect(answer.json().data.methods).toEqual(['passkey', 'totp']);
  });
});

describe('a portal id_token and the second factor', () => {
  const idToken = (clock: TestClock, amr?: string[]) =>
    signIdToken({
      username: 'zhangsan',
      secret: demoPortalJwtSecret,
      issuer: demoIdTokenIssuer,
      audience: demoIdTokenAudience,
      now: clock.now(),
      ...(amr ? { amr } : {}),
    });

  it('asks a user with a second factor to confirm, unless the portal checked one', async () => {
    const { app, clock } = await appOnClock();
    const zhangsan = await signIn(app);
    const { secret } = await enrol(app, clock, zhangsan.authorization);
    clock.advanceSeconds(30);

    const asked = await requestToken(app, {
      grant_type: 'id_token',
      id_token: await idToken(clock, ['pwd']),
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 4011, data: { methods: ['totp'] } });
    const confirmed = await withCode(
      app,
      asked.json().data.second_factor_token,
      codeAt(secret, clock),
    );
    expect(confirmed.statusCode).toBe(200);

    const withMfa = await requestToken(app, {
      grant_type: 'id_token',
      id_token: await idToken(clock, ['pwd', 'otp']),
    });
    expect(withMfa.statusCode).toBe(200);

    const methods = (await auditRows(app, 'auth.sign-in'))
      .filter((row) => row.result === 'success' && row.username === 'zhangsan')
      .map((row) => JSON.parse(row.details ?? '{}').method);
    expect(methods.slice(-2)).toEqual(['id_token+totp', 'id_token']);
  });

  it('signs a user without a second factor in with the id_token alone', async () => {
    const { app, clock } = await appOnClock();
    const response = await requestToken(app, {
      grant_type: 'id_token',
      id_token: await idToken(clock),
    });
    expect(response.statusCode).toBe(200);
  });
});
