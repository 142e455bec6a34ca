import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { canaryBucketOf } from './canary-share';
import {
  crm,
  crmRelease,
  postAs,
  publish,
  recordsOf,
  rollOut,
  runningFor,
  teamTokenFor,
} from './releases-test-support';

/** Releases of the customer app published by its team; answers the team's token. */
async function published(app: FastifyInstance, admin: SignedIn, versions: string[]) {
  const { token } = await teamTokenFor(app, admin);
  for (const version of versions) {
    expect((await publish(app, token, crmRelease(version))).statusCode).toBe(200);
  }
  return token;
}

const setCanary = (
  app: FastifyInstance,
  who: SignedIn,
  canary: { version: string; share: number } | null,
) => postAs(app, who, '/api/platform/releases/canary', { app: crm, canary });

const release = (version: string) => ({ [crm]: { version, url: `/sub-newcrm/${version}/` } });

/** A share that puts the first of two users in the canary and the second out of it. */
function shareBetween(inside: SignedIn, outside: SignedIn) {
  const [low, high] = [canaryBucketOf(inside.userId, crm), canaryBucketOf(outside.userId, crm)];
  if (low >= high) return null;
  return high;
}

/** Two staff users on different sides of any share between their buckets, lower first. */
async function twoUsersApart(app: FastifyInstance) {
  const [zhangsan, lisi] = [await signIn(app, 'zhangsan'), await signIn(app, 'lisi')];
  const [inside, outside] =
    canaryBucketOf(zhangsan.userId, crm) < canaryBucketOf(lisi.userId, crm)
      ? [zhangsan, lisi]
      : [lisi, zhangsan];
  const share = shareBetween(inside, outside);
  if (share === null) throw new Error('zhangsan and lisi fall in one bucket');
  return { inside, outside, share };
}

describe('a canary by share of users', () => {
  it('is refused to anyone but a system administrator: a team token, staff, other duties', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const teamToken = await published(app, admin, ['1.0.0', '2.0.0']);
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    const asTeam = { token: teamToken, userId: 0, authorization: `Bearer ${teamToken}` };
    const canary = { version: '2.0.0', share: 50 };
    const automatic = { factor: 2, minutes: 5, minLoads: 20 };

    for (const path of ['canary', 'automaticRollback', 'rollout', 'rollback']) {
      const body = {
        app: crm,
        canary,
        automaticRollback: automatic,
        firmId: null,
        version: '2.0.0',
      };
      const refused = await postAs(app, asTeam, `/api/platform/releases/${path}`, body);
      expect(refused.statusCode, path).toBe(401);
    }
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const who = await signIn(app, username);
      for (const [path, body] of [
        ['canary', { app: crm, canary }],
        ['automaticRollback', { app: crm, automaticRollback: automatic }],
      ] as const) {
        const refused = await postAs(app, who, `/api/platform/releases/${path}`, body);
        expect([refused.statusCode, refused.json().msg], `${username} ${path}`).toEqual([
          403,
          'Only a system administrator may use this',
        ]);
      }
      const compared = await app.inject({
        url: `/api/platform/releases/comparisons?since=${new Date(0).toISOString()}`,
        headers: { authorization: who.authorization },
      });
      expect(compared.statusCode).toBe(403);
    }
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual(release('1.0.0'));
    const rollout = await app.db.selectFrom('sub_app_rollouts').selectAll().execute();
    expect(rollout).toMatchObject([{ canary_release_id: null, canary_share: null }]);
    expect(await app.db.selectFrom('sub_app_automatic_rollbacks').selectAll().execute()).toEqual(
      [],
    );
  });

  it('runs the canary for the users in its share and the default for the others, each always on one side', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await published(app, admin, ['1.0.0', '2.0.0']);
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    const { inside, outside, share } = await twoUsersApart(app);

    const set = await setCanary(app, admin, { version: '2.0.0', share });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.after).toEqual({
      defaultVersion: '1.0.0',
      firms: [],
      canary: { version: '2.0.0', share },
    });
    for (let asked = 0; asked < 3; asked += 1) {
      expect(await runningFor(app, inside)).toEqual(release('2.0.0'));
      expect(await runningFor(app, outside)).toEqual(release('1.0.0'));
    }
    // Another session of the same user: the same side.
    const again = await signIn(app, 'zhangsan');
    const earlier = inside.userId === again.userId ? inside : outside;
    expect(await runningFor(app, again)).toEqual(await runningFor(app, earlier));

    const [record] = await recordsOf(app, 'release.rollout').then((records) => records.slice(-1));
    expect(record).toMatchObject({ result: 'success', user_id: admin.userId, object_id: 'newcrm' });
    expect(JSON.parse(record?.details ?? '{}')).toEqual({
      app: crm,
      canary: '2.0.0',
      share,
      before: JSON.stringify({ defaultVersion: '1.0.0', firms: [] }),
      after: JSON.stringify({
        defaultVersion: '1.0.0',
        firms: [],
        canary: { version: '2.0.0', share },
      }),
    });

    const listed = await app.inject({
      url: `/api/platform/releases?app=${crm}`,
      headers: { authorization: admin.authorization },
    });
    expect(listed.json().data).toMatchObject({
      rollout: { canary: { version: '2.0.0', share } },
      rollback: { from: '2.0.0', to: '1.0.0' },
      changedAutomatically: false,
      automaticRollback: null,
    });

    // Ended: everyone runs the default again, and the trail says so.
    expect((await setCanary(app, admin, null)).statusCode).toBe(200);
    expect(await runningFor(app, inside)).toEqual(release('1.0.0'));
    const [ended] = await recordsOf(app, 'release.rollout').then((records) => records.slice(-1));
    expect(JSON.parse(ended?.details ?? '{}')).toMatchObject({ canary: null, share: null });
  });

  it("lets a firm's own release win over the share", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await published(app, admin, ['1.0.0', '2.0.0', '3.0.0']);
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    const zhangsan = await signIn(app, 'zhangsan');
    expect((await setCanary(app, admin, { version: '3.0.0', share: 99 })).statusCode).toBe(200);
    await rollOut(app, admin, { firmId: await firmIdOf(app, '1001'), version: '2.0.0' });
    const ownSide = canaryBucketOf(zhangsan.userId, crm) < 99 ? '3.0.0' : '1.0.0';

    expect(await runningFor(app, zhangsan)).toEqual(release('2.0.0'));
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${await firmIdOf(app, '1002')}&userId=${zhangsan.userId}`,
      headers: { authorization: zhangsan.authorization },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await runningFor(app, zhangsan)).toEqual(release(ownSide));
  });

  it('ends when its release becomes the default, and goes with a rollback', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await published(app, admin, ['1.0.0', '2.0.0']);
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    await setCanary(app, admin, { version: '2.0.0', share: 10 });
    const everyone = await rollOut(app, admin, { firmId: null, version: '2.0.0' });
    expect(everyone.json().data.after).toEqual({
      defaultVersion: '2.0.0',
      firms: [],
      canary: null,
    });

    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    await setCanary(app, admin, { version: '2.0.0', share: 10 });
    const rolledBack = await postAs(app, admin, '/api/platform/releases/rollback', { app: crm });
    expect(rolledBack.json().data).toEqual({
      before: { defaultVersion: '1.0.0', firms: [], canary: { version: '2.0.0', share: 10 } },
      after: { defaultVersion: '1.0.0', firms: [], canary: null },
    });
  });

  it("refuses the default's own release, a share outside 1 to 99 and a release not published", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await published(app, admin, ['1.0.0', '2.0.0']);
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    const isDefault = await setCanary(app, admin, { version: '1.0.0', share: 10 });
    expect([isDefault.statusCode, isDefault.json().msg]).toEqual([
      400,
      'That release is the default: everyone runs it already, no share needs to try it',
    ]);
    for (const share of [0, 100, 12.5]) {
      const refused = await setCanary(app, admin, { version: '2.0.0', share });
      expect(refused.statusCode, String(share)).toBe(400);
    }
    const missing = await setCanary(app, admin, { version: '9.9.9', share: 10 });
    expect([missing.statusCode, missing.json().msg]).toEqual([
      404,
      'The sub-app has no such release',
    ]);
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual(release('1.0.0'));
  });

  it('moves the data version on every instance, so open shells take it at their next navigation', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const admin = await signIn(first, 'sysadmin');
    await published(first, admin, ['1.0.0', '2.0.0']);
    await rollOut(first, admin, { firmId: null, version: '1.0.0' });
    const zhangsan = await signIn(second, 'zhangsan');
    const versionOn = async () =>
      (
        await second.inject({
          url: '/api/upms/user/duty',
          headers: { authorization: zhangsan.authorization },
        })
      ).headers['x-portal-data-version'];

    const before = await versionOn();
    expect(await runningFor(second, zhangsan)).toEqual(release('1.0.0'));
    expect((await setCanary(first, admin, { version: '2.0.0', share: 99 })).statusCode).toBe(200);
    expect(await versionOn()).not.toBe(before);
    const inShare = canaryBucketOf(zhangsan.userId, crm) < 99;
    expect(await runningFor(second, zhangsan)).toEqual(release(inShare ? '2.0.0' : '1.0.0'));
  });
});
