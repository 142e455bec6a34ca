import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { crm, grant, postAs, recordsOf } from './developer-overrides-test-support';

const grantBody = (userId: number, app = crm) => ({ userId, app, reason: 'works on it' });

describe('who may be a developer of an app, refused', () => {
  it('to the system administrator who keeps the registry, for himself or anyone', async () => {
    const app = await buildTestApp();
    const sysadmin = await signIn(app, 'sysadmin');
    const zhangsan = await signIn(app, 'zhangsan');

    for (const userId of [sysadmin.userId, zhangsan.userId]) {
      const refused = await postAs(
        app,
        sysadmin,
        '/api/security/developers/grant',
        grantBody(userId),
      );
      expect([refused.statusCode, refused.json().msg]).toEqual([
        403,
        'Only a security administrator may use this',
      ]);
    }
    expect(await app.db.selectFrom('sub_app_developers').selectAll().execute()).toEqual([]);
    const refusals = await recordsOf(app, 'access.refused');
    expect(refusals.map(({ reason, user_id }) => [reason, user_id])).toEqual([
      ['duty.securityAdminOnly', sysadmin.userId],
      ['duty.securityAdminOnly', sysadmin.userId],
    ]);
  });

  it('to a security administrator for himself, or for a duty holder, recorded', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const sysadmin = await signIn(app, 'sysadmin');

    const own = await postAs(
      app,
      secadmin,
      '/api/security/developers/grant',
      grantBody(secadmin.userId),
    );
    expect(own.statusCode).toBe(400);
    const dutyHolder = await postAs(
      app,
      secadmin,
      '/api/security/developers/grant',
      grantBody(sysadmin.userId),
    );
    expect([dutyHolder.statusCode, dutyHolder.json().msg]).toEqual([
      400,
      'This account holds the system, security or audit administrator duty: its sessions run no sub-app, so it cannot be a developer of one',
    ]);
    const records = await recordsOf(app, 'developer.grant');
    expect(records.map(({ result, reason, object_id }) => [result, reason, object_id])).toEqual([
      ['refused', 'security.notOnYourself', String(secadmin.userId)],
      ['refused', 'developer.dutyHolder', String(sysadmin.userId)],
    ]);
  });

  it('for a public app, an unknown app or user, and a grant held already', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const zhangsan = await signIn(app, 'zhangsan');
    const grantOf = (body: object) => postAs(app, secadmin, '/api/security/developers/grant', body);

    expect((await grantOf(grantBody(zhangsan.userId, 'sub-blank'))).statusCode).toBe(400);
    expect((await grantOf(grantBody(zhangsan.userId, 'sub-nothing'))).statusCode).toBe(404);
    expect((await grantOf(grantBody(999_999))).statusCode).toBe(404);
    expect((await grantOf({ userId: zhangsan.userId, app: crm, reason: '' })).statusCode).toBe(400);
    await grant(app, secadmin, zhangsan.userId);
    const again = await grantOf(grantBody(zhangsan.userId));
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      `This user is a developer of ${crm} already`,
    ]);
    const none = await postAs(app, secadmin, '/api/security/developers/revoke', {
      ...grantBody(zhangsan.userId),
      app: 'sub-credit',
    });
    expect([none.statusCode, none.json().msg]).toEqual([
      404,
      'This user is not a developer of sub-credit',
    ]);
  });
});

describe('a developer of an app', () => {
  it('is granted by a security administrator, listed and recorded with before and after', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const zhangsan = await signIn(app, 'zhangsan');

    const granted = await grant(app, secadmin, zhangsan.userId);
    expect(granted.json().data).toEqual([
      {
        app: crm,
        grantedBy: { userId: secadmin.userId, username: 'secadmin', displayName: '安全管理员' },
        grantedAt: expect.any(String),
      },
    ]);
    const listed = await app.inject({
      url: `/api/security/developers?userId=${zhangsan.userId}`,
      headers: { authorization: secadmin.authorization },
    });
    expect(listed.json().data).toEqual(granted.json().data);
    const [record] = await recordsOf(app, 'developer.grant');
    expect(record).toMatchObject({
      result: 'success',
      user_id: secadmin.userId,
      object_type: 'user',
      object_id: String(zhangsan.userId),
    });
    expect(JSON.parse(record?.details ?? '{}')).toEqual({
      username: 'zhangsan',
      app: crm,
      route: 'newcrm',
      before: 'none',
      after: 'developer',
      reason: 'works on the customer app',
    });

    // Their own sessions read what they may do; nobody else's list is theirs to read.
    const state = await app.inject({
      url: '/api/subApps/developerOverride',
      headers: { authorization: zhangsan.authorization },
    });
    expect(state.json().data).toEqual({ allowed: true, apps: [crm], override: null });
    const notTheirs = await app.inject({
      url: `/api/security/developers?userId=${zhangsan.userId}`,
      headers: { authorization: zhangsan.authorization },
    });
    expect(notTheirs.statusCode).toBe(403);
  });
});
