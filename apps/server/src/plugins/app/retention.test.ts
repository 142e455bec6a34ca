import { describe, expect, it, vi } from 'vitest';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { userIdOf } from '../../testing/demo-lookups';
import type { AuditEvent } from '../../lib/audit-chain/audit-event';
import { purgeBatchSize } from './retention';

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
    const inFiveMinutes = new Date(clock.now().getTime() + 300_000).toISOString();
    await app.db
      .insertInto('webauthn_challenges')
      .values({
        id: 'c1',
        challenge: 'x',
        purpose: 'sign-in',
        user_id: null,
        expires_at: inFiveMinutes,
      })
      .execute();
    await app.db
      .insertInto('second_factor_tokens')
      .values({ token_hash: 'b'.repeat(64), user_id: expiring.userId, expires_at: inFiveMinutes })
      .execute();
    // An authenticator app set up and never confirmed; another, confirmed, is kept.
    await app.db
      .insertInto('totp_secrets')
      .values([
        { user_id: expiring.userId, secret: 'v1.x', created_at: clock.now().toISOString() },
        {
          user_id: await userIdOf(app, 'zhaoliu'),
          secret: 'v1.y',
          created_at: clock.now().toISOString(),
          confirmed_at: clock.now().toISOString(),
        },
      ])
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
      webAuthnChallenges: 1,
      secondFactorTokens: 1,
      pendingTotpEnrolments: 1,
      feedback: 0,
      subAppReports: 0,
      subAppTimings: 0,
      expiredBatches: 1,
      auditEvents: 0,
      auditBatches: 0,
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

  it('deletes a backlog in batches, between which a sign-in renewing a purged row goes through', async () => {
    const clock = createTestClock(new Date('2026-11-02T01:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    const lisi = await userIdOf(app, 'lisi');
    const ended = (index: number) =>
      new Date(clock.now().getTime() - 86_400_000 + index).toISOString();
    const windows = 2 * purgeBatchSize + 234;
    const tokens = 2 * purgeBatchSize + 100;
    // lisi's ended window the oldest, so the first batch deletes it.
    const windowRows = Array.from({ length: windows }, (_, index) => ({
      key: index === 0 ? 'account:lisi' : `address:198.51.${index >> 8}.${index & 255}`,
      failures: 1,
      window_ends_at: ended(index),
    }));
    const tokenRows = Array.from({ length: tokens }, (_, index) => ({
      token_hash: index.toString(16).padStart(64, '0'),
      user_id: lisi,
      scope: 'server',
      expires_at: ended(index),
      created_at: ended(-86_400_000),
    }));
    for (let start = 0; start < windows; start += 200) {
      await app.db
        .insertInto('login_failures')
        .values(windowRows.slice(start, start + 200))
        .execute();
    }
    for (let start = 0; start < tokens; start += 200) {
      await app.db
        .insertInto('access_tokens')
        .values(tokenRows.slice(start, start + 200))
        .execute();
    }
    const batch = app.repositories.retention.purgeBatch;
    const deletedPerBatch: number[] = [];
    let signedInBetweenBatches = false;
    vi.spyOn(app.repositories.retention, 'purgeBatch').mockImplementation(async (...args) => {
      // A batch left open (a transaction, a row lock) would hold this sign-in until the end.
      if (deletedPerBatch.length === 1) {
        await signIn(app, 'lisi');
        signedInBetweenBatches = true;
      }
      const counts = await batch(...args);
      deletedPerBatch.push(Math.max(...Object.values(counts)));
      return counts;
    });

    const purged = await app.retention.runIfDue();

    expect(purged).toMatchObject({
      loginFailureWindows: windows,
      accessTokens: tokens,
      expiredBatches: 3,
    });
    expect(deletedPerBatch).toEqual([purgeBatchSize, purgeBatchSize, 234]);
    expect(signedInBetweenBatches).toBe(true);
    const left = await app.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('window_ends_at', '<=', clock.now().toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(left.count)).toBe(0);
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

describe('the retention purge of the audit trail', () => {
  const recordAt = (occurredAt: Date, index: number): AuditEvent => ({
    occurredAt,
    event: 'auth.sign-in',
    result: 'success',
    username: `user${index}`,
    clientAddress: '192.0.2.10',
    userAgent: 'test',
    requestId: `request-${index}`,
  });

  it('deletes records past AUDIT_RETENTION_DAYS in batches, each with its checkpoint', async () => {
    const clock = createTestClock(new Date('2026-11-02T01:00:00.000Z'));
    const app = await buildTestApp({ AUDIT_PURGE_BATCH_SIZE: '10' }, { clock });
    const old = new Date(clock.now().getTime() - 181 * day * 1000);
    const kept = new Date(clock.now().getTime() - 179 * day * 1000);
    for (let index = 1; index <= 25; index += 1) {
      await app.repositories.audit.append(recordAt(old, index));
    }
    await app.repositories.audit.append(recordAt(kept, 26));

    const purged = await app.retention.runIfDue();

    expect(purged).toMatchObject({ auditEvents: 25, auditBatches: 3 });
    const checkpoints = await app.db
      .selectFrom('audit_checkpoints')
      .select(['id', 'purged_count'])
      .orderBy('id')
      .execute();
    expect(checkpoints).toEqual([
      { id: 1, purged_count: 10 },
      { id: 2, purged_count: 10 },
      { id: 3, purged_count: 5 },
    ]);
    const purges = await app.db
      .selectFrom('audit_events')
      .select(['event', 'result', 'client_address', 'details'])
      .where('event', '=', 'audit.purge')
      .orderBy('id')
      .execute();
    expect(purges.map((row) => JSON.parse(row.details ?? ''))).toEqual([
      { checkpointId: 1, count: 10, upToId: 10 },
      { checkpointId: 2, count: 10, upToId: 20 },
      { checkpointId: 3, count: 5, upToId: 25 },
    ]);
    expect(purges[0]).toMatchObject({ result: 'success', client_address: 'retention' });
    expect(await app.repositories.audit.verify()).toMatchObject({
      ok: true,
      count: 4,
      checkpoint: { id: 3, lastPurgedId: 25 },
    });
  });

  it('purges once with two instances asking at once, and leaves one verifiable trail', async () => {
    const instances = await buildInstancesOnOneDatabase(2);
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const old = new Date(Date.now() - 200 * day * 1000);
    for (let index = 1; index <= 5; index += 1) {
      await first.repositories.audit.append(recordAt(old, index));
    }

    const runs = await Promise.all(instances.map((instance) => instance.retention.runIfDue()));

    expect(runs.filter((run) => run !== null)).toEqual([
      expect.objectContaining({ auditEvents: 5, auditBatches: 1 }),
    ]);
    expect(await first.db.selectFrom('audit_checkpoints').select('id').execute()).toHaveLength(1);
    expect(await second.repositories.audit.verify()).toMatchObject({ ok: true, count: 1 });
  });
});
