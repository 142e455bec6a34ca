import { runtimeConfigSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { treasuryEntry as treasury } from '../../testing/treasury-entry';

const post = (
  app: FastifyInstance,
  { authorization }: SignedIn,
  url: string,
  payload: object,
  language = 'en',
) =>
  app.inject({
    method: 'POST',
    url: `/api/platform/${url}`,
    headers: { authorization, 'accept-language': language },
    payload,
  });

const remove = (app: FastifyInstance, admin: SignedIn, route: string, language = 'en') =>
  post(app, admin, 'registry/remove', { route }, language);

const servedRoutes = async (app: FastifyInstance) =>
  runtimeConfigSchema
    .parse((await app.inject('/main/config.json')).json())
    .subApps.map(({ route }) => route);

const registryStamp = async (app: FastifyInstance) =>
  (
    await app.db
      .selectFrom('change_stamps')
      .select('stamp')
      .where('name', '=', 'registry')
      .executeTakeFirstOrThrow()
  ).stamp;

async function setUp() {
  const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
  const sysadmin = await signIn(app, 'sysadmin');
  const added = await post(app, sysadmin, 'registry/save', { entry: treasury, isNew: true });
  expect(added.statusCode, added.body).toBe(200);
  return { app, sysadmin };
}

/** A menu entry of firm 1002 opening the treasury's ledger; answers its id. */
async function treasuryMenuEntry(app: FastifyInstance, sysadmin: SignedIn) {
  const saved = await post(app, sysadmin, 'menus/save', {
    isNew: true,
    node: {
      firmId: await firmIdOf(app, '1002'),
      parentId: null,
      kind: 'menu',
      name: 'treasury-ledger',
      label: '资金台账',
      labelEn: 'Treasury ledger',
      icon: 'bank',
      target: { type: 'subApp', subRoute: 'treasury', page: 'ledger' },
      roleIds: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { id } = await app.db
    .selectFrom('menus')
    .select('id')
    .where('name', '=', 'treasury-ledger')
    .executeTakeFirstOrThrow();
  return id;
}

describe('removing a registry entry', () => {
  it('removes the route, served without it at once, moves the change stamp and records the entry before', async () => {
    const { app, sysadmin } = await setUp();
    const stamp = await registryStamp(app);

    const removed = await remove(app, sysadmin, 'treasury');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ entry: treasury, closedRequest: null });
    expect(await servedRoutes(app)).not.toContain('treasury');
    expect(await servedRoutes(app)).toHaveLength(30);
    expect(await registryStamp(app)).not.toBe(stamp);
    const listed = await app.inject({
      url: '/api/platform/registry',
      headers: { authorization: sysadmin.authorization },
    });
    expect(
      listed.json<{ data: { entries: { route: string }[] } }>().data.entries.map((e) => e.route),
    ).not.toContain('treasury');

    const [, record] = await app.db
      .selectFrom('audit_events')
      .select(['event', 'result', 'object_type', 'object_id', 'username', 'details'])
      .where('event', '=', 'registry.change')
      .orderBy('id')
      .execute();
    expect(record).toMatchObject({
      event: 'registry.change',
      result: 'success',
      object_type: 'sub-app',
      object_id: 'treasury',
      username: 'sysadmin',
    });
    const details = JSON.parse(record?.details ?? '{}') as Record<string, unknown>;
    expect(details).toMatchObject({
      change: 'delete',
      url: '/sub-treasury/',
      enabled: true,
      after: null,
    });
    expect(JSON.parse(String(details.before))).toMatchObject({
      route: 'treasury',
      name: 'sub-treasury',
    });

    // Gone: a second removal finds nothing; the route and the name may be registered again.
    const again = await remove(app, sysadmin, 'treasury');
    expect([again.statusCode, again.json().msg]).toEqual([404, 'No such route']);
    const readded = await post(app, sysadmin, 'registry/save', { entry: treasury, isNew: true });
    expect(readded.statusCode, readded.body).toBe(200);
  });

  it('is refused while a menu entry of any firm opens the route, naming it in the user’s language', async () => {
    const { app, sysadmin } = await setUp();
    const menuId = await treasuryMenuEntry(app, sysadmin);

    const refused = await remove(app, sysadmin, 'treasury');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'Menu entries still open the route treasury (1): 示范小额贷款有限公司 › Treasury ledger (treasury-ledger). Delete them on the menus page, or point them elsewhere, before removing the sub-app',
    );
    const inChinese = await remove(app, sysadmin, 'treasury', 'zh-CN');
    expect(inChinese.json().msg).toContain('示范小额贷款有限公司 › 资金台账（treasury-ledger）');
    expect(await servedRoutes(app)).toContain('treasury');

    // A demo app opened by many entries: five named, all counted.
    const newcrm = await remove(app, sysadmin, 'newcrm');
    expect(newcrm.statusCode).toBe(409);
    expect(newcrm.json().msg).toMatch(
      /^Menu entries still open the route newcrm \(\d+\): (.+ › .+ \(.+\), ){4}.+…\./,
    );

    const deleted = await post(app, sysadmin, 'menus/delete', { id: menuId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await remove(app, sysadmin, 'treasury')).statusCode).toBe(200);
    expect(await servedRoutes(app)).not.toContain('treasury');
  });

  it('counts a menu entry that opens a path under the route, whatever its sub-route', async () => {
    const { app, sysadmin } = await setUp();
    await app.db
      .updateTable('menus')
      .set({ path: '/treasury/daily', sub_route: '' })
      .where('name', '=', 'report-daily')
      .execute();
    const refused = await remove(app, sysadmin, 'treasury');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('(report-daily)');
  });

  it('closes a request pending for the route as rejected by the remover, and records which', async () => {
    const { app, sysadmin } = await setUp();
    const asked = await post(app, sysadmin, 'registry/save', {
      entry: { ...treasury, scopes: ['profile'] },
      isNew: false,
    });
    const { request } = asked.json<{ data: { request: { id: number } } }>().data;
    expect(request.id).toBeGreaterThan(0);

    const removed = await remove(app, sysadmin, 'treasury');
    expect(removed.json().data.closedRequest).toBe(request.id);
    const closed = await app.repositories.registryRequests.find(request.id);
    expect(closed).toMatchObject({
      status: 'rejected',
      decided_by: sysadmin.userId,
      decision_reason: 'The sub-app was removed from the registry; the request closed with it',
    });
    const record = await app.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'registry.change')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.details ?? '{}')).toMatchObject({
      change: 'delete',
      closedRequest: request.id,
    });
    // The route may be asked about again once added anew.
    expect(
      (await post(app, sysadmin, 'registry/save', { entry: treasury, isNew: true })).statusCode,
    ).toBe(200);
  });

  it('is for system administrators only, and refuses a route that is not one', async () => {
    const { app, sysadmin } = await setUp();
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const response = await remove(app, await signIn(app, username), 'treasury');
      expect(response.statusCode, username).toBe(403);
    }
    expect((await remove(app, sysadmin, 'Bad Route')).statusCode).toBe(400);
    expect((await remove(app, sysadmin, 'wel')).statusCode).toBe(404);
    expect(await servedRoutes(app)).toContain('treasury');
  });
});
