import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { createTestClock, type TestClock } from '../../testing/test-clock';
import {
  automaticRollback,
  inCanary,
  loads,
  reportAt,
  webhookReceiver,
} from './automatic-rollback-test-support';
import { crm, postAs, recordsOf, runningFor } from './releases-test-support';
import { watchCanaries } from './watch-canaries';

const release = (version: string) => ({ [crm]: { version, url: `/sub-newcrm/${version}/` } });

/** The demo on a clock of its own, which the test moves. */
async function appOnClock(): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createTestClock(new Date(Date.now() + 86_400_000));
  return { app: await buildTestApp({}, { clock }), clock };
}

/** Staff to report as: two on the newer release, two on the previous one. */
async function staff(app: FastifyInstance) {
  const names = ['zhangsan', 'lisi', 'zhaoliu', 'qianqi'];
  const [a, b, c, d] = await Promise.all(names.map((name) => signIn(app, name)));
  if (!a || !b || !c || !d) throw new Error('four staff users');
  return { newer: [a, b], previous: [c, d] };
}

/** Each of `users` reports `count` loads at `release`, `failed` of them failed. */
async function reportLoads(
  app: FastifyInstance,
  users: SignedIn[],
  release: string,
  count: number,
  failed: number,
) {
  for (const user of users) await reportAt(app, user, release, loads(count, failed));
}

async function addRule(app: FastifyInstance, admin: SignedIn, route: string | null, url: string) {
  const response = await postAs(app, admin, '/api/operations/alertRules', {
    kind: 'app-failing',
    route,
    minutes: 60,
    webhookUrl: url,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the automatic rollback of a canary', () => {
  it('rolls back a canary failing beside the previous release, records it as automatic and alerts', async () => {
    const { app, clock } = await appOnClock();
    const admin = await signIn(app, 'sysadmin');
    await inCanary(app, admin);
    await automaticRollback(app, admin, { factor: 2, minutes: 10, minLoads: 8 });
    const team = await webhookReceiver();
    const others = await webhookReceiver();
    // The app's rule and a rule of every app post to the same webhook: one post; another app's
    // rule gets none.
    await addRule(app, admin, 'newcrm', team.url);
    await addRule(app, admin, null, team.url);
    await addRule(app, admin, 'credit', others.url);
    const { newer, previous } = await staff(app);
    await reportLoads(app, newer, '2.0.0', 5, 2);
    await reportLoads(app, previous, '1.0.0', 5, 0);

    expect(await app.automaticRollbacks.runIfDue()).toBe(1);

    expect(await runningFor(app, newer[0] as SignedIn)).toEqual(release('1.0.0'));
    expect(await runningFor(app, previous[0] as SignedIn)).toEqual(release('1.0.0'));
    const [record] = await recordsOf(app, 'release.rollback');
    expect(record).toMatchObject({ result: 'success', user_id: null, object_id: 'newcrm' });
    expect(JSON.parse(record?.details ?? '{}')).toEqual({
      app: crm,
      from: '2.0.0',
      to: '1.0.0',
      before: JSON.stringify({
        defaultVersion: '1.0.0',
        firms: [],
        canary: { version: '2.0.0', share: 50 },
      }),
      after: JSON.stringify({ defaultVersion: '1.0.0', firms: [] }),
      automatic: true,
      turnedOnBy: admin.userId,
      factor: 2,
      minutes: 10,
      minLoads: 8,
      newerLoads: 10,
      newerFailureRate: '0.400',
      previousLoads: 10,
      previousFailureRate: '0.000',
    });
    const listed = await app.inject({
      url: `/api/platform/releases?app=${crm}`,
      headers: { authorization: admin.authorization },
    });
    expect(listed.json().data).toMatchObject({
      rollout: { defaultVersion: '1.0.0', canary: null },
      changedBy: { userId: admin.userId },
      changedAutomatically: true,
      automaticRollback: { factor: 2, minutes: 10, minLoads: 8, setBy: { username: 'sysadmin' } },
    });

    expect(await app.alerts.runIfDue()).not.toBeNull();
    expect(team.received).toHaveLength(1);
    expect(team.received[0]).toMatchObject({
      status: 'firing',
      labels: { alertname: 'SubAppRolledBack', app: crm, route: 'newcrm' },
      annotations: {
        summary: expect.stringContaining('已自动回滚到 1.0.0') as unknown,
        from: '2.0.0',
        to: '1.0.0',
        newer_failure_rate: '0.40',
        previous_failure_rate: '0.00',
      },
    });
    expect(others.received).toEqual([]);

    // Nothing more to judge: the canary is over.
    clock.advanceSeconds(15);
    expect(await app.automaticRollbacks.runIfDue()).toBe(0);
    expect(await recordsOf(app, 'release.rollback')).toHaveLength(1);
  });

  it('keeps a canary within the factor, one with too few loads, and one whose rollback is off', async () => {
    const { app, clock } = await appOnClock();
    const admin = await signIn(app, 'sysadmin');
    await inCanary(app, admin);
    const { newer, previous } = await staff(app);
    const run = async () => {
      clock.advanceSeconds(15);
      return app.automaticRollbacks.runIfDue();
    };

    // Failing, with nobody having turned the automatic rollback on.
    await reportLoads(app, newer, '2.0.0', 4, 2);
    await reportLoads(app, previous, '1.0.0', 4, 0);
    expect(await run()).toBe(0);

    // Too few loads to judge: 8 each, 20 asked for.
    await automaticRollback(app, admin, { factor: 2, minutes: 10, minLoads: 20 });
    expect(await run()).toBe(0);

    // Enough loads, and the newer release fails no more than twice as often: 0.25 beside 0.125.
    clock.advanceSeconds(11 * 60);
    await automaticRollback(app, admin, { factor: 2, minutes: 10, minLoads: 8 });
    await reportLoads(app, newer, '2.0.0', 4, 1);
    await reportLoads(app, previous, '1.0.0', 8, 1);
    expect(await run()).toBe(0);

    expect(await recordsOf(app, 'release.rollback')).toEqual([]);
    const rollout = await app.db.selectFrom('sub_app_rollouts').selectAll().executeTakeFirst();
    expect(rollout).toMatchObject({ canary_share: 50, is_automatic: 0 });
  });

  it('judges only the last N minutes', async () => {
    const { app, clock } = await appOnClock();
    const admin = await signIn(app, 'sysadmin');
    await inCanary(app, admin);
    await automaticRollback(app, admin, { factor: 2, minutes: 10, minLoads: 8 });
    const { newer, previous } = await staff(app);
    await reportLoads(app, newer, '2.0.0', 5, 3);
    clock.advanceSeconds(11 * 60);
    await reportLoads(app, newer, '2.0.0', 5, 0);
    await reportLoads(app, previous, '1.0.0', 5, 0);
    expect(await app.automaticRollbacks.runIfDue()).toBe(0);
  });

  it('rolls back once when two instances judge the same canary at once', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const admin = await signIn(first, 'sysadmin');
    await inCanary(first, admin);
    await automaticRollback(first, admin, { factor: 2, minutes: 10, minLoads: 8 });
    const { newer, previous } = await staff(first);
    await reportLoads(first, newer, '2.0.0', 5, 3);
    await reportLoads(second, previous, '1.0.0', 5, 0);

    // Past the job's claim, which lets one instance run at a time: the second read the rollout
    // before the first rolled it back, and judges it failing too.
    const read = await second.repositories.subAppReleases.rolloutOf(crm);
    const now = new Date();
    const alerted: string[] = [];
    const judge = (repositories: FastifyInstance['repositories']) =>
      watchCanaries(
        { now, onRolledBack: async ({ from }) => void alerted.push(from) },
        repositories,
      );
    const byFirst = await judge(first.repositories);
    const { subAppReleases } = second.repositories;
    const bySecond = await judge({
      ...second.repositories,
      subAppReleases: { ...subAppReleases, rolloutOf: async () => read },
    });

    expect([byFirst.length, bySecond.length]).toEqual([1, 0]);
    expect(alerted).toEqual(['2.0.0']);
    const changes = await first.db
      .selectFrom('sub_app_rollout_changes')
      .select(['action', 'is_automatic'])
      .orderBy('id')
      .execute();
    expect(changes.map(({ action, is_automatic }) => [action, Number(is_automatic)])).toEqual([
      ['rollout', 0],
      ['rollout', 0],
      ['rollback', 1],
    ]);
    expect(await recordsOf(first, 'release.rollback')).toHaveLength(1);
    expect(await runningFor(second, previous[0] as SignedIn)).toEqual(release('1.0.0'));

    // The scheduled job itself: of two instances asking at once, one runs.
    const runs = await Promise.all([
      first.automaticRollbacks.runIfDue(),
      second.automaticRollbacks.runIfDue(),
    ]);
    expect(runs.filter((ran) => ran !== null)).toEqual([0]);
  });

  it('is turned on and off by a system administrator, each change recorded with before and after', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await automaticRollback(app, admin, { factor: 2, minutes: 5, minLoads: 20 });
    await automaticRollback(app, admin, { factor: 3, minutes: 10, minLoads: 50 });
    await automaticRollback(app, admin, null);
    const records = await recordsOf(app, 'release.auto-rollback');
    expect(records.map(({ details }) => JSON.parse(details ?? '{}'))).toEqual([
      { app: crm, before: null, after: JSON.stringify({ factor: 2, minutes: 5, minLoads: 20 }) },
      {
        app: crm,
        before: JSON.stringify({ factor: 2, minutes: 5, minLoads: 20 }),
        after: JSON.stringify({ factor: 3, minutes: 10, minLoads: 50 }),
      },
      { app: crm, before: JSON.stringify({ factor: 3, minutes: 10, minLoads: 50 }), after: null },
    ]);
    for (const settings of [
      { factor: 0.5, minutes: 5, minLoads: 20 },
      { factor: 2, minutes: 0, minLoads: 20 },
      { factor: 2, minutes: 5, minLoads: 0 },
    ]) {
      const refused = await postAs(app, admin, '/api/platform/releases/automaticRollback', {
        app: crm,
        automaticRollback: settings,
      });
      expect(refused.statusCode, JSON.stringify(settings)).toBe(400);
    }
    const unknown = await postAs(app, admin, '/api/platform/releases/automaticRollback', {
      app: 'sub-nowhere',
      automaticRollback: null,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
