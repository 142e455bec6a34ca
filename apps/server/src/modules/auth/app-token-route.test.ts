import { appScopes, type AppScope } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { chooseFirm, firmIdOf } from '../../testing/demo-lookups';
import { proveIdentity } from '../../testing/prove-identity';
import { createTestClock } from '../../testing/test-clock';

/** The demo's customer app: enabled, signed in only. */
const newcrm = 'sub-newcrm';

const mint = (app: FastifyInstance, { authorization }: { authorization: string }, name = newcrm) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/app-token',
    headers: { authorization, 'accept-language': 'en' },
    payload: { app: name },
  });

const giveScopes = (app: FastifyInstance, scopes: readonly AppScope[], name = newcrm) =>
  app.db
    .updateTable('sub_apps')
    .set({ scopes: JSON.stringify(scopes) })
    .where('name', '=', name)
    .execute();

/** The app's own token, with these scopes in its entry, minted from the session's token. */
async function appToken(app: FastifyInstance, session: SignedIn, scopes: readonly AppScope[]) {
  await giveScopes(app, scopes);
  const response = await mint(app, session);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().data.access_token as string}` };
}

const call = (
  app: FastifyInstance,
  { authorization }: { authorization: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization, 'accept-language': 'en' },
    ...(payload && { payload }),
  });

/** A call of the home scope: whether a token still works. */
const notices = (app: FastifyInstance, session: { authorization: string }) =>
  call(app, session, 'GET', '/uniHome/notices/list?pageNum=1&pageSize=1');

const answerOf = (response: { statusCode: number; json: () => { msg: string } }) => [
  response.statusCode,
  response.json().msg,
];

const refused = [403, 'A sub-application may not call this'];

const recordsOf = (app: FastifyInstance, event: string) =>
  app.db.selectFrom('audit_events').selectAll().where('event', '=', event).orderBy('id').execute();

const tokenRow = (app: FastifyInstance, token: string) =>
  app.db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', hashOpaqueToken(token))
    .executeTakeFirstOrThrow();

describe('POST /api/auth/app-token', () => {
  it('mints a token bound to the app, with its scopes and firm, ending with the session, auditing nothing', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ TOKEN_TTL_SECONDS: '3600' }, { clock });
    const zhangsan = await signIn(app);
    await chooseFirm(app, zhangsan, '1002');
    await giveScopes(app, ['profile', 'home']);
    clock.advanceSeconds(1000);
    const before = await app.db.selectFrom('audit_events').select('id').execute();

    const response = await mint(app, zhangsan);
    expect(response.statusCode, response.body).toBe(200);
    const { access_token: token, expires_in, scopes } = response.json().data;
    // Never later than the session's own token, which has 2600 s left.
    expect({ expires_in, scopes }).toEqual({ expires_in: 2600, scopes: ['profile', 'home'] });
    const parent = await tokenRow(app, zhangsan.token);
    const row = await tokenRow(app, token);
    expect(row).toMatchObject({
      user_id: zhangsan.userId,
      firm_id: parent.firm_id,
      expires_at: parent.expires_at,
      audience: newcrm,
      scopes: '["profile","home"]',
      parent_token_id: parent.id,
      revoked_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await app.db.selectFrom('audit_events').select('id').execute()).toEqual(before);
  });

  it('refuses an app’s token asking for another (403), recorded with the app', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, appScopes);

    expect(answerOf(await mint(app, appOwn))).toEqual(refused);
    const [record] = await recordsOf(app, 'access.refused');
    expect(record).toMatchObject({
      user_id: zhangsan.userId,
      reason: 'auth.appTokenRefused',
      object_id: 'POST /api/auth/app-token',
      details: JSON.stringify({ app: newcrm }),
    });
  });

  it('refuses a session holding a duty: it runs no sub-app', async () => {
    const app = await buildTestApp();
    for (const username of ['secadmin', 'sysadmin', 'auditor']) {
      const session = await signIn(app, username);
      expect(answerOf(await mint(app, session))).toEqual([
        403,
        'A session holding an administrative duty runs no sub-application',
      ]);
    }
    expect(
      await app.db
        .selectFrom('access_tokens')
        .select('id')
        .where('audience', 'is not', null)
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 alike for an app unknown, turned off or public', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await app.db
      .updateTable('sub_apps')
      .set({ enabled: 0 })
      .where('name', '=', 'sub-credit')
      .execute();

    for (const name of ['sub-nowhere', 'sub-credit', 'sub-blank']) {
      expect(answerOf(await mint(app, zhangsan, name))).toEqual([
        404,
        'No such sub-application, or it is turned off',
      ]);
    }
  });

  it('refuses a name that is no app’s (400) and a call without a token (401)', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    expect((await mint(app, zhangsan, 'Sub Newcrm')).statusCode).toBe(400);
    expect((await mint(app, zhangsan, `sub-${'x'.repeat(64)}`)).statusCode).toBe(400);
    expect((await mint(app, { authorization: '' })).statusCode).toBe(401);
  });
});

describe('an app’s own token', () => {
  it('calls the routes of its scopes', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['home', 'profile']);

    const notices = await call(app, appOwn, 'GET', '/uniHome/notices/list?pageNum=1&pageSize=5');
    expect(notices.statusCode, notices.body).toBe(200);
    const firmId = await firmIdOf(app, '1002');
    const me = await call(
      app,
      appOwn,
      'GET',
      `/upms/app/query/share/token?firmId=${firmId}&userId=${zhangsan.userId}`,
    );
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ userId: zhangsan.userId });
  });

  it('is refused on a route of a scope it lacks, and recorded naming the app', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['home']);

    expect(answerOf(await call(app, appOwn, 'GET', '/coreSystem/todoAll'))).toEqual(refused);
    expect(answerOf(await call(app, appOwn, 'GET', '/upms/app/query/share/token'))).toEqual(
      refused,
    );
    const records = await recordsOf(app, 'access.refused');
    expect(records.map(({ object_id, user_id, details }) => [object_id, user_id, details])).toEqual(
      [
        ['GET /api/coreSystem/todoAll', zhangsan.userId, JSON.stringify({ app: newcrm })],
        ['GET /api/upms/app/query/share/token', zhangsan.userId, JSON.stringify({ app: newcrm })],
      ],
    );
  });

  // Every scope given: still none of these, which are the shell's alone.
  const shellOnly: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: object][] = [
    ['POST', '/upms/user/proof', { password: 'Portal@2026' }],
    ['POST', '/upms/user/editPassword', { newPassword: 'Lantern-Orchard-58' }],
    ['GET', '/upms/user/sessions'],
    ['POST', '/upms/user/sessions/endOthers'],
    ['GET', '/upms/user/passkeys'],
    ['GET', '/upms/user/totp'],
    ['GET', '/upms/user/duty'],
    ['GET', '/upms/role/login'],
    ['POST', '/upms/role/choose?firmId=1'],
    ['GET', '/upms/menu/getTreeByRoleId'],
    ['POST', '/upms/app/query/core/cache/ttl/by/userId'],
    ['POST', '/user/refesh'],
    ['GET', '/auth/session/watch'],
    ['DELETE', '/auth/token/logout'],
    ['POST', '/security/users/disable', { userId: 1 }],
    ['GET', '/platform/registry'],
    ['POST', '/platform/registry/save', { entry: {}, isNew: true }],
    ['GET', '/platform/menus'],
    ['GET', '/audit/events'],
    ['GET', '/operations/subAppHealth'],
    ['POST', '/feedback/submit', {}],
  ];

  it.each(shellOnly)(
    'is refused on %s %s, recorded naming the app, the session untouched',
    async (method, path, body) => {
      const app = await buildTestApp();
      const zhangsan = await signIn(app);
      const other = await signIn(app);
      const appOwn = await appToken(app, zhangsan, appScopes);

      expect(answerOf(await call(app, appOwn, method, path, body))).toEqual(refused);
      const [record] = await recordsOf(app, 'access.refused');
      expect(record).toMatchObject({
        user_id: zhangsan.userId,
        reason: 'auth.appTokenRefused',
        object_id: `${method} /api${path.split('?')[0]}`,
        details: JSON.stringify({ app: newcrm }),
      });
      for (const session of [zhangsan, other, appOwn]) {
        expect((await notices(app, session)).statusCode).toBe(200);
      }
      expect(await recordsOf(app, 'password.change')).toEqual([]);
    },
  );

  it('names its app in every audit record of its calls, and the shell’s own calls name none', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['calendar']);
    const scheduleId = async (title: string) =>
      (
        await app.db
          .selectFrom('schedules')
          .select('id')
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).id;
    const byApp = await scheduleId('客户尽调：华东精密制造');
    const byShell = await scheduleId('授信评审会');

    const taken = await call(app, appOwn, 'GET', `/fftask/pcSchedule/addLock?id=${byApp}`);
    expect(taken.statusCode, taken.body).toBe(200);
    await call(app, zhangsan, 'GET', `/fftask/pcSchedule/addLock?id=${byShell}`);

    const takes = await recordsOf(app, 'edit-lock.take');
    expect(takes.map(({ user_id, details }) => [user_id, details])).toEqual([
      [zhangsan.userId, JSON.stringify({ app: newcrm })],
      [zhangsan.userId, null],
    ]);
  });

  it('ends when its session signs out, and tells why', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['home']);

    expect((await call(app, zhangsan, 'DELETE', '/auth/token/logout')).statusCode).toBe(200);
    const after = await notices(app, appOwn);
    expect([after.statusCode, after.json().code, after.json().msg]).toEqual([
      401,
      401,
      'This session was signed out; please sign in again',
    ]);
    // Ended with its parent, not revoked itself.
    const rows = await app.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('audience', '=', newcrm)
      .execute();
    expect(rows).toEqual([{ revoked_at: null }]);
  });

  it('ends with its session ended elsewhere, and outlives the others its session ends', async () => {
    const app = await buildTestApp();
    const laptop = await signIn(app);
    const phone = await signIn(app);
    const onLaptop = await appToken(app, laptop, ['home']);
    const onPhone = await appToken(app, phone, ['home']);
    const me = (session: { authorization: string }) => notices(app, session);

    const ended = await call(app, laptop, 'POST', '/upms/user/sessions/endOthers');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(onLaptop)).statusCode).toBe(200);
    expect((await me(onPhone)).statusCode).toBe(401);

    // A password change ends the user's other sessions, and keeps this one's apps.
    const tablet = await signIn(app);
    const onTablet = await appToken(app, tablet, ['home']);
    await proveIdentity(app, laptop.authorization);
    const changed = await call(app, laptop, 'POST', '/upms/user/editPassword', {
      newPassword: 'Lantern-Orchard-58',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(onLaptop)).statusCode).toBe(200);
    expect((await me(onTablet)).json().msg).toBe(
      'Your password was changed; please sign in with the new one',
    );
  });

  it('ends when its session reaches its lifetime', async () => {
    const clock = createTestClock();
    const app = await buildTestApp(
      { TOKEN_TTL_SECONDS: '3600', CORE_CACHE_TTL_SECONDS: '7200' },
      { clock },
    );
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['home']);
    clock.advanceSeconds(3599);
    expect((await notices(app, appOwn)).statusCode).toBe(200);

    clock.advanceSeconds(1);
    expect(answerOf(await notices(app, appOwn))).toEqual([
      401,
      'Your sign-in reached its longest lifetime; please sign in again',
    ]);
    // The session's expiry is recorded once it is seen, as the session's, never as the app's.
    expect(await recordsOf(app, 'session.expire')).toEqual([]);
  });

  it('lives while its session is renewed, and ends when the session goes idle, recorded once as the session’s', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '600' }, { clock });
    const zhangsan = await signIn(app);
    const appOwn = await appToken(app, zhangsan, ['home']);
    const me = () => notices(app, appOwn);

    clock.advanceSeconds(500);
    expect((await call(app, zhangsan, 'POST', '/user/refesh')).statusCode).toBe(200);
    clock.advanceSeconds(200);
    expect((await me()).statusCode).toBe(200);

    clock.advanceSeconds(400);
    expect(answerOf(await me())).toEqual([
      401,
      'You were signed out after a period of inactivity; please sign in again',
    ]);
    expect((await me()).statusCode).toBe(401);
    const parent = await tokenRow(app, zhangsan.token);
    const records = await recordsOf(app, 'session.expire');
    expect(records.map(({ object_id, details }) => [object_id, details])).toEqual([
      [String(parent.id), JSON.stringify({ kind: 'idle' })],
    ]);
  });
});
