import { describe, expect, it } from 'vitest';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

const day = 86_400;

describe('the retention purge', () => {
  it('deletes what has expired and keeps what is live', async () => {
    const clock = createTestClock(new Date('2026-11-02T01:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    const expiring = await signIn(app);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=lisi&password=wrong',
    });
    expect(failed.statusCode).toBe(401);
    await app.db
      .insertInto('idempotency_keys')
      .values({
        user_id: expiring.userId,
        idempotency_key: 'payment-1',
        request_hash: 'a'.repeat(64),
        response: null,
        created_at: clock.now().toISOString(),
      })
      .execute();

    clock.advanceSeconds(day + 1);
    const live = await signIn(app, 'lisi');
    const purged = await app.retention.runIfDue();

    expect(purged).toEqual({
      accessTokens: 1,
      coreCacheSessions: 1,
      idempotencyKeys: 1,
      loginFailureWindows: 2,
      usedIdTokens: 0,
      feedback: 0,
      subAppReports: 0,
    });
    const tokens = await app.db.selectFrom('access_tokens').select('user_id').execute();
    expect(tokens).toEqual([{ user_id: live.userId }]);
    expect(
      await app.db.selectFrom('core_cache_sessions').select('token_id').execute(),
    ).toHaveLength(1);
    const stillSignedIn = await app.inject({
      url: '/api/upms/role/login',
      headers: { authorization: live.authorization },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('runs again only once its interval has passed', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ RETENTION_INTERVAL_SECONDS: '600' }, { clock });

    expect(await app.retention.runIfDue()).not.toBeNull();
    clock.advanceSeconds(599);
    expect(await app.retention.runIfDue()).toBeNull();
    clock.advanceSeconds(1);
    expect(await app.retention.runIfDue()).not.toBeNull();
  });

  it('runs on one instance of those sharing a database, however many ask at once', async () => {
    const instances = await buildInstancesOnOneDatabase(3);

    const runs = await Promise.all(instances.map((instance) => instance.retention.runIfDue()));

    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    const again = await Promise.all(instances.map((instance) => instance.retention.runIfDue()));
    expect(again).toEqual([null, null, null]);
  });
});
