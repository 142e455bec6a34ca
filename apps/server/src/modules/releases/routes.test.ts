import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
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

/** Releases 1.0.0 and 2.0.0 of the customer app, published by its team. */
async function twoReleases(app: FastifyInstance, admin: SignedIn) {
  const { token } = await teamTokenFor(app, admin);
  for (const version of ['1.0.0', '2.0.0']) {
    expect((await publish(app, token, crmRelease(version))).statusCode).toBe(200);
  }
}

const chooseFirm = (app: FastifyInstance, who: SignedIn, firmId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/upms/role/choose?firmId=${firmId}&userId=${who.userId}`,
    headers: { authorization: who.authorization },
  });

const release = (version: string) => ({ version, url: `/sub-newcrm/${version}/` });

describe('releases rolled out by firm', () => {
  it('runs release 2 in firm 1001 only and release 1 elsewhere, per firm the caller works in', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await twoReleases(app, admin);
    const zhangsan = await signIn(app, 'zhangsan');
    // No rollout yet: every app runs its registry entry.
    expect(await runningFor(app, zhangsan)).toEqual({});

    const firm1001 = await firmIdOf(app, '1001');
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    await rollOut(app, admin, { firmId: firm1001, version: '2.0.0' });

    expect(await runningFor(app, zhangsan)).toEqual({ [crm]: release('2.0.0') });
    expect((await chooseFirm(app, zhangsan, await firmIdOf(app, '1002'))).statusCode).toBe(200);
    expect(await runningFor(app, zhangsan)).toEqual({ [crm]: release('1.0.0') });
    expect(await runningFor(app, await signIn(app, 'lisi'))).toEqual({
      [crm]: release('2.0.0'),
    });

    const listed = await app.inject({
      url: `/api/platform/releases?app=${crm}`,
      headers: { authorization: admin.authorization },
    });
    expect(listed.json().data).toMatchObject({
      app: crm,
      releases: [{ version: '2.0.0' }, { version: '1.0.0' }],
      rollout: { defaultVersion: '1.0.0', firms: [{ firmId: firm1001, version: '2.0.0' }] },
      changedBy: { userId: admin.userId, username: 'sysadmin' },
      rollback: { from: '2.0.0', to: '1.0.0' },
      tokens: [{ name: 'ci-main', revokedAt: null }],
    });
    const changes = await recordsOf(app, 'release.rollout');
    expect(changes.map(({ result, user_id, object_id }) => [result, user_id, object_id])).toEqual([
      ['success', admin.userId, 'newcrm'],
      ['success', admin.userId, 'newcrm'],
    ]);
    expect(JSON.parse(changes[1]?.details ?? '{}')).toEqual({
      app: crm,
      firm: firm1001,
      version: '2.0.0',
      before: JSON.stringify({ defaultVersion: '1.0.0', firms: [] }),
      after: JSON.stringify({
        defaultVersion: '1.0.0',
        firms: [{ firmId: firm1001, version: '2.0.0' }],
      }),
    });
  });

  it('rolls every firm back to the default before the newest release, in one call', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await twoReleases(app, admin);
    const firm1001 = await firmIdOf(app, '1001');
    const firm1003 = await firmIdOf(app, '1003');
    await rollOut(app, admin, { firmId: null, version: '1.0.0' });
    await rollOut(app, admin, { firmId: firm1001, version: '2.0.0' });
    await rollOut(app, admin, { firmId: firm1003, version: '2.0.0' });

    const rolledBack = await postAs(app, admin, '/api/platform/releases/rollback', { app: crm });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json().data.after).toEqual({
      defaultVersion: '1.0.0',
      firms: [],
      canary: null,
    });
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual({
      [crm]: release('1.0.0'),
    });
    const [record] = await recordsOf(app, 'release.rollback');
    expect(record).toMatchObject({ result: 'success', user_id: admin.userId, object_id: 'newcrm' });
    expect(JSON.parse(record?.details ?? '{}')).toMatchObject({
      app: crm,
      from: '2.0.0',
      to: '1.0.0',
      after: JSON.stringify({ defaultVersion: '1.0.0', firms: [] }),
    });

    // Once more: back from 1.0.0, the first release rolled out, to the registry entry's own url.
    expect(
      (await postAs(app, admin, '/api/platform/releases/rollback', { app: crm })).statusCode,
    ).toBe(200);
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual({});
    const nothing = await postAs(app, admin, '/api/platform/releases/rollback', { app: crm });
    expect([nothing.statusCode, nothing.json().msg]).toEqual([
      409,
      'The sub-app has no release to roll back from',
    ]);
  });

  it('moves the data version open shells follow, on every instance', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const admin = await signIn(first, 'sysadmin');
    await twoReleases(first, admin);
    const zhangsan = await signIn(second, 'zhangsan');
    const versionOn = async (app: FastifyInstance) =>
      (
        await app.inject({
          url: '/api/upms/user/duty',
          headers: { authorization: zhangsan.authorization },
        })
      ).headers['x-portal-data-version'];

    const before = await versionOn(second);
    await rollOut(first, admin, { firmId: null, version: '2.0.0' });
    const after = await versionOn(second);
    expect(after).not.toBe(before);
    expect(await runningFor(second, zhangsan)).toEqual({ [crm]: release('2.0.0') });

    expect(
      (await postAs(first, admin, '/api/platform/releases/rollback', { app: crm })).statusCode,
    ).toBe(200);
    expect(await versionOn(second)).not.toBe(after);
    expect(await runningFor(second, zhangsan)).toEqual({});
  });

  it('takes two changes at once on two instances one after the other, neither lost', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const admin = await signIn(first, 'sysadmin');
    await twoReleases(first, admin);
    const [firm1001, firm1002] = [await firmIdOf(first, '1001'), await firmIdOf(first, '1002')];
    await Promise.all([
      rollOut(first, admin, { firmId: firm1001, version: '2.0.0' }),
      rollOut(second, admin, { firmId: firm1002, version: '1.0.0' }),
    ]);
    const changes = await first.db
      .selectFrom('sub_app_rollout_changes')
      .select(['before', 'after'])
      .orderBy('id')
      .execute();
    expect(changes).toHaveLength(2);
    expect(changes[1]?.before).toBe(changes[0]?.after);
    expect(JSON.parse(changes[1]?.after ?? '{}')).toEqual({
      defaultVersion: null,
      firms: [
        { firmId: firm1001, version: '2.0.0' },
        { firmId: firm1002, version: '1.0.0' },
      ],
    });
  });

  it("runs no release off the entry's origin once the entry moved", async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await twoReleases(app, admin);
    await rollOut(app, admin, { firmId: null, version: '2.0.0' });
    await app.db
      .updateTable('sub_apps')
      .set({ url: 'https://crm.example.com/sub-newcrm/' })
      .where('name', '=', crm)
      .execute();
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual({});
  });

  it('answers 404 for an app, release or firm that does not exist', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await twoReleases(app, admin);
    for (const [change, message] of [
      [
        { app: 'sub-nowhere', firmId: null, version: '1.0.0' },
        'No such sub-application in the registry',
      ],
      [{ app: crm, firmId: null, version: '9.9.9' }, 'The sub-app has no such release'],
      [{ app: crm, firmId: 2_000_000_000, version: '1.0.0' }, 'No such firm'],
    ] as const) {
      const response = await postAs(app, admin, '/api/platform/releases/rollout', change);
      expect([response.statusCode, response.json().msg]).toEqual([404, message]);
    }
    expect(await recordsOf(app, 'release.rollout')).toEqual([]);
  });
});

describe('team tokens', () => {
  it('are shown once, kept as a hash, revoked at once; both recorded, never the token', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    const { id, token } = await teamTokenFor(app, admin);
    const stored = await app.db
      .selectFrom('sub_app_team_tokens')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.slice(12));

    const revoked = await postAs(app, admin, '/api/platform/releases/tokens/revoke', { id });
    expect(revoked.json().data).toMatchObject({
      id,
      name: 'ci-main',
      revokedAt: expect.any(String),
    });
    const again = await postAs(app, admin, '/api/platform/releases/tokens/revoke', { id });
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'The team token is revoked already',
    ]);
    expect((await publish(app, token, crmRelease('1.0.0'))).statusCode).toBe(401);

    const records = [
      ...(await recordsOf(app, 'release.token-issue')),
      ...(await recordsOf(app, 'release.token-revoke')),
    ];
    expect(
      records.map(({ result, object_type, object_id }) => [result, object_type, object_id]),
    ).toEqual([
      ['success', 'team-token', String(id)],
      ['success', 'team-token', String(id)],
    ]);
    expect(JSON.parse(records[1]?.details ?? '{}')).toEqual({
      app: crm,
      name: 'ci-main',
      before: 'active',
      after: 'revoked',
    });
    expect(JSON.stringify(records)).not.toContain(token.slice(12));
  });
});

describe('steering releases', () => {
  it('is for system administrators only, each refusal recorded', async () => {
    const app = await buildTestApp();
    const admin = await signIn(app, 'sysadmin');
    await twoReleases(app, admin);
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const who = await signIn(app, username);
      const calls = [
        app.inject({
          url: `/api/platform/releases?app=${crm}`,
          headers: { authorization: who.authorization, 'accept-language': 'en' },
        }),
        postAs(app, who, '/api/platform/releases/rollout', {
          app: crm,
          firmId: null,
          version: '2.0.0',
        }),
        postAs(app, who, '/api/platform/releases/rollback', { app: crm }),
        postAs(app, who, '/api/platform/releases/tokens/issue', { app: crm, name: 'mine' }),
        postAs(app, who, '/api/platform/releases/tokens/revoke', { id: 1 }),
      ];
      for (const response of await Promise.all(calls)) {
        expect([response.statusCode, response.json().msg], username).toEqual([
          403,
          'Only a system administrator may use this',
        ]);
      }
      const refused = (await recordsOf(app, 'access.refused')).filter(
        ({ user_id }) => user_id === who.userId,
      );
      expect(refused.map(({ reason }) => reason)).toEqual(Array(5).fill('duty.systemAdminOnly'));
    }
    expect(await runningFor(app, await signIn(app, 'zhangsan'))).toEqual({});
    expect(await recordsOf(app, 'release.rollout')).toEqual([]);
  });
});
