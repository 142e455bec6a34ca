import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { createTestClock } from '../../testing/test-clock';

const watch = (app: FastifyInstance, { authorization }: SignedIn) =>
  app.inject({
    url: '/api/auth/session/watch',
    headers: { authorization, 'accept-language': 'en' },
  });

const answerOf = async (watching: ReturnType<typeof watch>) => {
  const response = await watching;
  return [response.statusCode, response.json().code, response.json().msg];
};

const eventsOf = (app: FastifyInstance, event: string) =>
  app.db
    .selectFrom('audit_events')
    .select(['event', 'user_id', 'details'])
    .where('event', '=', event)
    .execute();

describe('GET /api/auth/session/watch', () => {
  it('answers every window of a session a security administrator ends on another instance, saying so', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2, { SESSION_WATCH_SECONDS: '55' });
    if (!first || !second) throw new Error('two instances');
    const desk = await signIn(first, 'lisi');
    const laptop = await signIn(second, 'lisi');
    const watchingDesk = watch(first, desk);
    const watchingLaptop = watch(second, laptop);

    const secadmin = await signIn(second, 'secadmin');
    const ended = await second.inject({
      method: 'POST',
      url: '/api/security/users/endSessions',
      headers: { authorization: secadmin.authorization },
      payload: { userId: desk.userId, reason: 'Laptop reported stolen' },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    const byAdmin = [401, 401, 'A security administrator ended your session; please sign in again'];
    expect(await answerOf(watchingDesk)).toEqual(byAdmin);
    expect(await answerOf(watchingLaptop)).toEqual(byAdmin);
    // Answered by the watch, not refused at its start: no refused access is recorded (the
    // instances share one database); the administrator's act is what is recorded.
    expect(await eventsOf(first, 'access.refused')).toEqual([]);
    expect(await eventsOf(first, 'session.end-by-admin')).toHaveLength(1);
  });

  it('says why a session ended: a password change, the user elsewhere, a sign-out', async () => {
    const app = await buildTestApp({ SESSION_WATCH_SECONDS: '20' });
    const kept = await signIn(app, 'lisi');
    const [byUser, bySignOut] = [await signIn(app, 'lisi'), await signIn(app, 'lisi')];
    const watchingByUser = watch(app, byUser);
    const watchingBySignOut = watch(app, bySignOut);
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: bySignOut.authorization },
    });
    expect(await answerOf(watchingBySignOut)).toEqual([
      401,
      401,
      'This session was signed out; please sign in again',
    ]);
    await app.inject({
      method: 'POST',
      url: '/api/upms/user/sessions/endOthers',
      headers: { authorization: kept.authorization },
    });
    expect(await answerOf(watchingByUser)).toEqual([
      401,
      401,
      'This session was ended from another of your sign-ins; please sign in again',
    ]);
    const revoked = await app.db
      .selectFrom('access_tokens')
      .select('revoked_reason')
      .where('user_id', '=', kept.userId)
      .where('revoked_at', 'is not', null)
      .orderBy('id')
      .execute();
    expect(revoked.map((row) => row.revoked_reason)).toEqual(['user', 'sign-out']);
  });

  it('answers at the absolute lifetime, recording the expiry once', async () => {
    const clock = createTestClock(new Date('2026-12-07T09:00:00Z'));
    const app = await buildTestApp({ TOKEN_TTL_SECONDS: '3600' }, { clock });
    const lisi = await signIn(app, 'lisi');
    const watching = watch(app, lisi);
    clock.advanceSeconds(3600);
    expect(await answerOf(watching)).toEqual([
      401,
      401,
      'Your sign-in reached its longest lifetime; please sign in again',
    ]);
    expect(await eventsOf(app, 'session.expire')).toEqual([
      {
        event: 'session.expire',
        user_id: lisi.userId,
        details: expect.stringContaining('absolute'),
      },
    ]);
  });

  it('answers a window whose session is live with its expiry after SESSION_WATCH_SECONDS', async () => {
    const app = await buildTestApp({ SESSION_WATCH_SECONDS: '3', TOKEN_TTL_SECONDS: '7200' });
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const started = Date.now();
    const watchingOther = watch(app, zhangsan);
    const watching = watch(app, lisi);
    // Another user's session ending ends nothing else.
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: zhangsan.authorization },
    });
    expect((await watchingOther).statusCode).toBe(401);
    const response = await watching;
    expect(response.statusCode).toBe(200);
    // Held for seconds, it says no data version: it would be the one of its start.
    expect(response.headers['x-portal-data-version']).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const expiresIn = new Date(response.json().data.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7000 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(7200 * 1000);
  });

  it('refuses a token that no longer works at once', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: lisi.authorization },
    });
    expect((await watch(app, lisi)).statusCode).toBe(401);
  });
});
