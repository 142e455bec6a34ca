import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { chooseFirm } from '../../testing/demo-lookups';
import { createTestClock, type TestClock } from '../../testing/test-clock';
import { activityRenewalStepSeconds } from './session-activity';

const withInput = { 'x-portal-activity': 'input' };

/** The idle check, as the shell sends it: with the report of a person's input, or without. */
function isExpiring(
  app: FastifyInstance,
  signedIn: SignedIn,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/upms/app/query/core/cache/ttl/by/userId?userId=${String(signedIn.userId)}`,
    headers: { authorization: signedIn.authorization, ...headers },
  });
}

/** Seconds from the test clock's now to the end of the token's session. */
async function secondsLeft(app: FastifyInstance, clock: TestClock, token: string) {
  const row = await app.db
    .selectFrom('core_cache_sessions')
    .innerJoin('access_tokens', 'access_tokens.id', 'core_cache_sessions.token_id')
    .select('core_cache_sessions.expires_at')
    .where('access_tokens.token_hash', '=', hashOpaqueToken(token))
    .executeTakeFirstOrThrow();
  return (Date.parse(row.expires_at) - clock.now().getTime()) / 1000;
}

describe('activityRenewalStepSeconds', () => {
  it('is a tenth of the idle lifetime, at most a minute', () => {
    expect(activityRenewalStepSeconds(60)).toBe(6);
    expect(activityRenewalStepSeconds(300)).toBe(30);
    expect(activityRenewalStepSeconds(7200)).toBe(60);
    expect(activityRenewalStepSeconds(604_800)).toBe(60);
  });
});

describe("a person's activity in the shell", () => {
  it('renews the calling session to the full TTL, before the idle check answers', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7000);
    expect((await isExpiring(app, signedIn)).json().data).toBe(true);

    const response = await isExpiring(app, signedIn, withInput);

    expect(response.json()).toEqual({ code: 0, msg: '', data: false });
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(7200);
  });

  it('keeps a person who works past the TTL signed in, while their idle sign-in ends', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '600' }, { clock });
    const working = await signIn(app, 'lisi');
    const idle = await signIn(app, 'lisi');
    for (let minute = 1; minute <= 30; minute += 1) {
      clock.advanceSeconds(60);
      expect((await isExpiring(app, working, withInput)).statusCode).toBe(200);
    }
    expect(await secondsLeft(app, clock, working.token)).toBe(600);
    expect((await isExpiring(app, idle)).json().code).toBe(401);
  });

  it("is not counted from the shell's timed calls: only a call that reports input renews", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7000);
    for (const url of [
      '/api/coreSystem/todoAll?pageNum=1&pageSize=5&status=0',
      '/api/upms/role/login',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: signedIn.authorization },
      });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await isExpiring(app, signedIn, { 'x-portal-activity': 'poll' })).json().data).toBe(
      true,
    );
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(200);
  });

  it('writes at most once a step, however many calls report input', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '60' }, { clock });
    const signedIn = await signIn(app);

    // Within the 6 s step of a 60 s session from the sign-in: nothing written.
    clock.advanceSeconds(5);
    await isExpiring(app, signedIn, withInput);
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(55);

    clock.advanceSeconds(1);
    await isExpiring(app, signedIn, withInput);
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(60);

    clock.advanceSeconds(3);
    await Promise.all(Array.from({ length: 5 }, () => isExpiring(app, signedIn, withInput)));
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(57);
  });

  it('does not bring back a session that has ended', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    clock.advanceSeconds(7200);

    const response = await isExpiring(app, signedIn, withInput);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      msg: '长时间未操作，登录已过期，请重新登录',
      data: null,
    });
  });

  it("leaves the token's absolute lifetime as it was", async () => {
    const clock = createTestClock();
    const app = await buildTestApp(
      { CORE_CACHE_TTL_SECONDS: '600', TOKEN_TTL_SECONDS: '1800' },
      { clock },
    );
    const signedIn = await signIn(app);
    for (let minute = 1; minute < 30; minute += 1) {
      clock.advanceSeconds(60);
      expect((await isExpiring(app, signedIn, withInput)).statusCode).toBe(200);
    }
    clock.advanceSeconds(60);

    const response = await isExpiring(app, signedIn, withInput);

    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('登录已达最长时限，请重新登录');
  });

  it("is not counted from a sub-app's own token, which polls in the background", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const signedIn = await signIn(app);
    await chooseFirm(app, signedIn, '1002');
    await app.db
      .updateTable('sub_apps')
      .set({ scopes: JSON.stringify(['home']) })
      .where('name', '=', 'sub-newcrm')
      .execute();
    const minted = await app.inject({
      method: 'POST',
      url: '/api/auth/app-token',
      headers: { authorization: signedIn.authorization },
      payload: { app: 'sub-newcrm' },
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const appAuthorization = `Bearer ${minted.json().data.access_token as string}`;
    clock.advanceSeconds(7000);

    const polled = await app.inject({
      method: 'GET',
      url: '/api/uniHome/notices/list?pageNum=1&pageSize=1',
      headers: { authorization: appAuthorization, ...withInput },
    });

    expect(polled.statusCode, polled.body).toBe(200);
    expect(await secondsLeft(app, clock, signedIn.token)).toBe(200);
  });
});
