import { releaseComparisonsSchema, subAppTimingsAnswerSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { createTestClock } from '../../testing/test-clock';
import { automaticRollback, inCanary, reportAt } from './automatic-rollback-test-support';
import { crm, rollOut } from './releases-test-support';

async function comparisons(app: FastifyInstance, admin: SignedIn, since: Date) {
  const response = await app.inject({
    url: `/api/platform/releases/comparisons?since=${since.toISOString()}`,
    headers: { authorization: admin.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return releaseComparisonsSchema.parse(response.json().data);
}

describe('releases compared side by side', () => {
  it("answers each canary's failed loads, errors and p75 first mount beside the default's", async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const admin = await signIn(app, 'sysadmin');
    const start = clock.now();
    // Nothing in canary yet: nothing to compare.
    expect((await comparisons(app, admin, start)).comparisons).toEqual([]);
    await inCanary(app, admin, 30);
    await automaticRollback(app, admin, { factor: 2, minutes: 10, minLoads: 20 });
    const [zhangsan, lisi, zhaoliu, qianqi] = await Promise.all(
      ['zhangsan', 'lisi', 'zhaoliu', 'qianqi'].map((name) => signIn(app, name)),
    );
    if (!zhangsan || !lisi || !zhaoliu || !qianqi) throw new Error('four staff users');

    await reportAt(app, zhangsan, '2.0.0', [
      { durationMs: 100 },
      { durationMs: 200 },
      { durationMs: 300 },
      { kind: 'failure' },
      { kind: 'error', message: 'TypeError: x is undefined', count: 2 },
    ]);
    await reportAt(app, qianqi, '2.0.0', [{ durationMs: 1_000 }, { kind: 'timeout' }]);
    await reportAt(app, lisi, '1.0.0', [
      ...[50, 60, 70, 80].map((durationMs) => ({ durationMs })),
      { kind: 'crash', message: 'blank' },
    ]);
    // A release the app never published counts as none: the registry entry's url.
    await reportAt(app, zhaoliu, '9.9.9', [{ kind: 'failure' }]);
    await reportAt(app, zhaoliu, undefined, [{ durationMs: 40 }]);

    const [compared, ...others] = (await comparisons(app, admin, start)).comparisons;
    expect(others).toEqual([]);
    expect(compared).toEqual({
      app: crm,
      route: 'newcrm',
      title: { 'zh-CN': expect.any(String), en: expect.any(String) },
      canary: { version: '2.0.0', share: 30 },
      firmIds: [],
      newer: {
        version: '2.0.0',
        users: 2,
        loads: 6,
        failedLoads: 2,
        // zhangsan 1 of 4, qianqi 1 of 2: their mean.
        failureRate: 0.375,
        errors: 2,
        // zhangsan's three mounts weigh as qianqi's one.
        firstMountP75Ms: 1_000,
      },
      previous: {
        version: '1.0.0',
        users: 1,
        loads: 4,
        failedLoads: 0,
        failureRate: 0,
        errors: 1,
        firstMountP75Ms: 70,
      },
      automaticRollback: { factor: 2, minutes: 10, minLoads: 20 },
    });

    // The window is the view's: reports before `since` are not counted.
    clock.advanceSeconds(60);
    const later = await comparisons(app, admin, clock.now());
    expect(later.comparisons[0]?.newer).toMatchObject({ users: 0, loads: 0, failureRate: null });
  });

  it('keeps the timings of the release each user ran', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await inCanary(app, admin);
    const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
    await reportAt(app, zhangsan, '2.0.0', [
      { durationMs: 300 },
      { kind: 'reshow', durationMs: 9 },
    ]);
    await reportAt(app, lisi, '1.0.0', [{ durationMs: 120 }]);
    await reportAt(app, lisi, '7.7.7', [{ durationMs: 80 }]);
    const response = await app.inject({
      url: '/api/operations/subAppTimings?days=1',
      headers: { authorization: admin.authorization },
    });
    const { timings } = subAppTimingsAnswerSchema.parse(response.json().data);
    const ofCrm = timings
      .filter(({ app: name }) => name === crm)
      .map(({ release, isPinned, firstMount }) => [release, isPinned, firstMount.p75]);
    expect(ofCrm).toEqual(
      expect.arrayContaining([
        ['2.0.0', true, 300],
        ['1.0.0', true, 120],
        // Not published: the registry entry's own release, as before releases.
        [expect.stringMatching(/^\d{4}-\d\d-\d\dT/), false, 80],
      ]),
    );
    expect(ofCrm).toHaveLength(3);
    const kept = await app.db
      .selectFrom('sub_app_reports')
      .select(['user_id', 'release'])
      .where('kind', '=', 'mount')
      .orderBy('id')
      .execute();
    expect(kept.map(({ release }) => release)).toEqual(['2.0.0', '1.0.0', null]);
  });

  it("compares a release a firm runs as its own with the default's", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await inCanary(app, admin);
    const firm = await firmIdOf(app, '1001');
    await rollOut(app, admin, { firmId: firm, version: '2.0.0' });
    const ended = await app.inject({
      method: 'POST',
      url: '/api/platform/releases/canary',
      headers: { authorization: admin.authorization },
      payload: { app: crm, canary: null },
    });
    expect(ended.statusCode).toBe(200);
    const [compared] = (await comparisons(app, admin, new Date(0))).comparisons;
    expect(compared).toMatchObject({
      canary: null,
      firmIds: [firm],
      newer: { version: '2.0.0' },
      previous: { version: '1.0.0' },
      automaticRollback: null,
    });
    // Everyone on 2.0.0: no canary left to compare.
    await rollOut(app, admin, { firmId: null, version: '2.0.0' });
    await rollOut(app, admin, { firmId: firm, version: null });
    expect((await comparisons(app, admin, new Date(0))).comparisons).toEqual([]);
  });
});
