import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { confirmIdentity, proveIdentity } from '../../testing/prove-identity';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator';
import { createTestClock, type TestClock } from '../../testing/test-clock';

type Ceremony = { challengeId: string; options: { challenge: string; user?: { id: string } } };

function post(app: FastifyInstance, url: string, authorization: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

const startRegistration = (app: FastifyInstance, authorization: string) =>
  post(app, '/api/upms/user/passkeys/registration/options', authorization);

const finishRegistration = (
  app: FastifyInstance,
  authorization: string,
  { challengeId, options }: Ceremony,
) =>
  post(app, '/api/upms/user/passkeys/registration', authorization, {
    challengeId,
    credential: createSoftwareAuthenticator().register(options),
  });

const reauthentications = async (app: FastifyInstance) =>
  (
    await app.db
      .selectFrom('audit_events')
      .select(['result', 'reason', 'username', 'details'])
      .where('event', '=', 'auth.reauthenticate')
      .orderBy('id')
      .execute()
  ).map(({ result, reason, username, details }) => [result, reason, username, details]);

const failuresOf = async (app: FastifyInstance, key: string) =>
  (
    await app.db
      .selectFrom('login_failures')
      .select('failures')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.failures;

/** The id of the token behind an authorization, as the session counter names it. */
const tokenIdOf = async (app: FastifyInstance, authorization: string) => {
  const sessions = await app.inject({ url: '/api/upms/user/sessions', headers: { authorization } });
  const current = sessions
    .json<{ data: { id: number; isCurrent: boolean }[] }>()
    .data.find((session) => session.isCurrent);
  return current?.id;
};

/** The code the app shows for `secret` at the clock's time. */
const codeAt = (secret: string, clock: TestClock, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: clock.now().getTime() + steps * 30_000,
  });

describe('POST /api/upms/user/proof', () => {
  it('lets a passkey be added only after a proof of the same session, for five minutes', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const laptop = await signIn(app);
    const phone = await signIn(app);

    // The token alone, as a script of the page holds it: neither start nor finish.
    const alone = await startRegistration(app, laptop.authorization);
    expect(alone.statusCode).toBe(403);
    expect(alone.json()).toEqual({
      code: 4032,
      msg: '为保护您的账号，请先确认是您本人再进行此操作',
      data: { methods: [] },
    });

    const proved = await confirmIdentity(app, laptop.authorization);
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toEqual({ code: 0, msg: '', data: { expiresIn: 300 } });
    expect(proved.headers['cache-control']).toBe('no-store');
    const started = await startRegistration(app, laptop.authorization);
    expect(started.statusCode).toBe(200);
    const ceremony = started.json<{ data: Ceremony }>().data;

    // The proof is the laptop's: the phone's token, of the same user, has none.
    expect((await startRegistration(app, phone.authorization)).statusCode).toBe(403);
    const finishedElsewhere = await finishRegistration(app, phone.authorization, ceremony);
    expect(finishedElsewhere.statusCode).toBe(403);
    expect(finishedElsewhere.json().code).toBe(4032);
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toEqual([]);

    // Within the five minutes, as many changes as the user makes.
    clock.advanceSeconds(299);
    expect((await finishRegistration(app, laptop.authorization, ceremony)).statusCode).toBe(200);
    const late = (await startRegistration(app, laptop.authorization)).json<{ data: Ceremony }>()
      .data;
    // A proof that ran out while the browser asked adds nothing.
    clock.advanceSeconds(1);
    const expired = await finishRegistration(app, laptop.authorization, late);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().data).toEqual({ methods: ['passkey'] });
    expect((await startRegistration(app, laptop.authorization)).statusCode).toBe(403);
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);

    const refusals = await app.db
      .selectFrom('audit_events')
      .select(['reason', 'object_id'])
      .where('event', '=', 'access.refused')
      .orderBy('id')
      .execute();
    expect(refusals.map(({ reason }) => reason)).toEqual(Array(5).fill('reauth.required'));
    expect(refusals[2]?.object_id).toBe('POST /api/upms/user/passkeys/registration');
  });

  it('answers the sixth wrong confirmation of a session 429, even with the right password, and records each', async () => {
    const app = await buildTestApp();
    const laptop = await signIn(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await confirmIdentity(app, laptop.authorization, {
        password: `Wrong#Guess${attempt}`,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 1, msg: '当前密码错误', data: null });
    }
    const sixth = await confirmIdentity(app, laptop.authorization);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 1,
      msg: '登录失败次数过多，请 15 分钟后再试',
      data: null,
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const inEnglish = await confirmIdentity(app, laptop.authorization, { language: 'en' });
    expect(inEnglish.json().msg).toBe('Too many failed sign-ins; try again in 15 minutes');
    expect((await startRegistration(app, laptop.authorization)).statusCode).toBe(403);

    // They counted against the account, as failed sign-ins do.
    expect(await failuresOf(app, 'account:zhangsan')).toBe(5);
    expect(await failuresOf(app, `session:${await tokenIdOf(app, laptop.authorization)}`)).toBe(5);
    expect(await reauthentications(app)).toEqual([
      ...Array.from({ length: 5 }, () => [
        'failure',
        'password.wrongCurrent',
        'zhangsan',
        JSON.stringify({ method: 'password' }),
      ]),
      ['failure', 'auth.tooManyAttempts', 'zhangsan', JSON.stringify({ method: 'password' })],
      ['failure', 'auth.tooManyAttempts', 'zhangsan', JSON.stringify({ method: 'password' })],
    ]);
    // Never the password typed.
    const trail = await app.db.selectFrom('audit_events').selectAll().execute();
    expect(JSON.stringify(trail)).not.toMatch(/Wrong#Guess|Portal@2026/);
  });

  it("shares the account's limit with sign-in: another session's wrong confirmations lock the account", async () => {
    const app = await buildTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '6' });
    const laptop = await signIn(app);
    const phone = await signIn(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await confirmIdentity(app, laptop.authorization, { password: 'Wrong#1' })).statusCode,
      ).toBe(400);
      expect(
        (await confirmIdentity(app, phone.authorization, { password: 'Wrong#2' })).statusCode,
      ).toBe(400);
    }
    // Six failures of the account: the right password neither proves nor signs in.
    expect((await confirmIdentity(app, phone.authorization)).statusCode).toBe(429);
    await expect(signIn(app)).rejects.toThrow(/429/);
  });

  it('asks a user with an authenticator app for its code too; a wrong code counts as a failure', async () => {
    const clock = createTestClock(new Date(Math.floor(Date.now() / 30_000) * 30_000));
    const app = await buildTestApp({}, { clock });
    const laptop = await signIn(app);
    await proveIdentity(app, laptop.authorization);
    const started = await post(app, '/api/upms/user/totp/start', laptop.authorization, {});
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const confirmed = await post(app, '/api/upms/user/totp/confirm', laptop.authorization, {
      code: codeAt(secret, clock),
    });
    expect(confirmed.statusCode).toBe(200);
    clock.advanceSeconds(300);

    const removal = await post(app, '/api/upms/user/totp/remove', laptop.authorization, {});
    expect(removal.json()).toMatchObject({ code: 4032, data: { methods: ['totp'] } });
    const passwordOnly = await confirmIdentity(app, laptop.authorization, { language: 'en' });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json()).toEqual({
      code: 1,
      msg: 'Confirm with your second factor too: a code, a recovery code or a passkey',
      data: { methods: ['totp'] },
    });
    // Both a code and a recovery code: one factor at most.
    const both = await post(app, '/api/upms/user/proof', laptop.authorization, {
      password: 'Portal@2026',
      code: '123456',
      recoveryCode: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().msg).toContain('code');

    // Wrong codes with the right password: failures, without saying which part was wrong.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await confirmIdentity(app, laptop.authorization, {
        factor: { code: codeAt(secret, clock, 40 + attempt) },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe('当前密码或第二步验证不正确');
    }
    const rightAtLast = await confirmIdentity(app, laptop.authorization, {
      factor: { code: codeAt(secret, clock) },
    });
    expect(rightAtLast.statusCode).toBe(429);
    expect(await failuresOf(app, 'account:zhangsan')).toBe(5);
    expect(
      (await reauthentications(app)).slice(1).map(([result, reason]) => [result, reason]),
    ).toEqual([
      ['failure', 'reauth.factorNeeded'],
      ...Array.from({ length: 5 }, () => ['failure', 'auth.badTotpCode']),
      ['failure', 'auth.tooManyAttempts'],
    ]);
  });
});
