import type { MenuChange, MenuNode, RegistryEntry } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { treasuryEntry } from '../../testing/treasury-entry';

const treasury: RegistryEntry = { ...treasuryEntry, url: null, prefetch: false };

const post = (app: FastifyInstance, { authorization }: SignedIn, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/platform/menus/${url}`,
    headers: { authorization, 'accept-language': 'en' },
    payload,
  });

async function firmAndRole(app: FastifyInstance, firmNo: string, roleNo: string) {
  const firm = await app.db
    .selectFrom('firms')
    .select('id')
    .where('firm_no', '=', firmNo)
    .executeTakeFirstOrThrow();
  const role = await app.db
    .selectFrom('roles')
    .select('id')
    .where('role_no', '=', roleNo)
    .executeTakeFirstOrThrow();
  return { firmId: firm.id, roleId: role.id };
}

async function menuOf(app: FastifyInstance, user: SignedIn, firmId: number) {
  const response = await app.inject({
    url: `/api/upms/menu/getTreeByRoleId?userId=${user.userId}&firmId=${firmId}`,
    headers: { authorization: user.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { menu: MenuNode[]; btns: string[] };
}

const flat = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flat(node.childs)]);

async function setUp() {
  const app = await buildTestApp();
  const admin = await signIn(app, 'sysadmin');
  const registered = await app.inject({
    method: 'POST',
    url: '/api/platform/registry/save',
    headers: { authorization: admin.authorization },
    payload: { entry: treasury, isNew: true },
  });
  expect(registered.statusCode).toBe(200);
  const { firmId, roleId } = await firmAndRole(app, '1002', 'R2001');
  const ledger: MenuChange = {
    firmId,
    parentId: null,
    kind: 'menu',
    name: 'treasury-ledger',
    label: '资金台账',
    labelEn: 'Treasury ledger',
    icon: 'bank',
    target: { type: 'subApp', subRoute: 'treasury', page: 'ledger' },
    roleIds: [roleId],
  };
  return { app, admin, firmId, roleId, ledger };
}

describe('the menus kept by a system administrator', () => {
  it('adds an entry for a role of one firm, seen by its users at their next request', async () => {
    const { app, admin, firmId, roleId, ledger } = await setUp();
    const zhoujiu = await signIn(app, 'zhoujiu');
    expect(flat((await menuOf(app, zhoujiu, firmId)).menu).map((node) => node.name)).not.toContain(
      'treasury-ledger',
    );

    const added = await post(app, admin, 'save', { node: ledger, isNew: true });
    expect(added.statusCode).toBe(200);
    const node = added.json().data;
    expect(node).toMatchObject({
      name: 'treasury-ledger',
      path: '/treasury/ledger',
      subRoute: 'treasury',
      labelEn: 'Treasury ledger',
      roleIds: [roleId],
    });

    const seen = flat((await menuOf(app, zhoujiu, firmId)).menu).find(
      (entry) => entry.name === 'treasury-ledger',
    );
    expect(seen).toMatchObject({
      label: '资金台账',
      labelEn: 'Treasury ledger',
      path: '/treasury/ledger',
    });

    const listed = await app.inject({
      url: `/api/platform/menus?firmId=${firmId}`,
      headers: { authorization: admin.authorization },
    });
    expect(listed.statusCode).toBe(200);
    const answer = listed.json().data;
    expect(answer.firms.map((firm: { firmNo: string }) => firm.firmNo)).toEqual([
      '1001',
      '1002',
      '1003',
    ]);
    expect(answer.nodes.at(-1)).toMatchObject({ id: node.id, roleIds: [roleId] });
    expect(answer.roles.find((role: { id: number }) => role.id === roleId).buttons).toContain(
      'customer_add',
    );

    // Taken away from the role, renamed: gone from the menu at the next request.
    const edited = await post(app, admin, 'save', {
      node: { ...ledger, id: node.id, label: '资金明细', roleIds: [] },
      isNew: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      flat((await menuOf(app, zhoujiu, firmId)).menu).map((entry) => entry.name),
    ).not.toContain('treasury-ledger');

    const deleted = await post(app, admin, 'delete', { id: node.id });
    expect(deleted.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('menus').select('id').where('id', '=', node.id).execute(),
    ).toEqual([]);

    const audited = await app.db
      .selectFrom('audit_events')
      .select(['object_id', 'user_id', 'details'])
      .where('event', '=', 'menu.change')
      .orderBy('id')
      .execute();
    expect(audited.map((row) => [row.object_id, row.user_id])).toEqual([
      [String(node.id), admin.userId],
      [String(node.id), admin.userId],
      [String(node.id), admin.userId],
    ]);
    expect(audited.map((row) => JSON.parse(row.details ?? '{}').change)).toEqual([
      'add',
      'edit',
      'delete',
    ]);
    expect(JSON.parse(audited[0]?.details ?? '{}')).toMatchObject({
      firm: '1002',
      name: 'treasury-ledger',
    });
  });

  it('moves an entry among its siblings and into a section', async () => {
    const { app, admin, firmId, ledger } = await setUp();
    const node = (await post(app, admin, 'save', { node: ledger, isNew: true })).json().data;
    const roots = async () =>
      (
        await app.db
          .selectFrom('menus')
          .select('name')
          .where('firm_id', '=', firmId)
          .where('kind', '=', 'menu')
          .where('parent_id', 'is', null)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map((row) => row.name);
    expect((await roots()).at(-1)).toBe('treasury-ledger');

    expect(
      (await post(app, admin, 'move', { id: node.id, parentId: null, index: 0 })).statusCode,
    ).toBe(200);
    expect((await roots())[0]).toBe('treasury-ledger');

    const section = await app.db
      .selectFrom('menus')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('name', '=', 'workbench')
      .executeTakeFirstOrThrow();
    expect(
      (await post(app, admin, 'move', { id: node.id, parentId: section.id, index: 99 })).statusCode,
    ).toBe(200);
    const moved = await app.db
      .selectFrom('menus')
      .select(['parent_id'])
      .where('id', '=', node.id)
      .executeTakeFirstOrThrow();
    expect(moved.parent_id).toBe(section.id);

    // A section cannot go under its own entries, nor be deleted while it holds some.
    const refused = await post(app, admin, 'move', { id: section.id, parentId: node.id, index: 0 });
    expect([refused.statusCode, refused.json().msg]).toEqual([
      400,
      'The parent must be a section of the same firm and the same menu',
    ]);
    const notEmpty = await post(app, admin, 'delete', { id: section.id });
    expect([notEmpty.statusCode, notEmpty.json().msg]).toEqual([
      409,
      'The section still holds entries; move or delete them first',
    ]);
  });

  it('sets the button codes of a role, seen at the next request', async () => {
    const { app, admin, firmId, roleId } = await setUp();
    const response = await post(app, admin, 'buttons', {
      roleId,
      codes: ['treasury_view', 'customer_add', 'treasury_view'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.buttons).toEqual(['customer_add', 'treasury_view']);
    expect((await menuOf(app, await signIn(app, 'zhoujiu'), firmId)).btns).toEqual([
      'customer_add',
      'treasury_view',
    ]);
    const bad = await post(app, admin, 'buttons', { roleId, codes: ['Bad Code'] });
    expect(bad.statusCode).toBe(400);
    expect((await post(app, admin, 'buttons', { roleId: 999_999, codes: [] })).statusCode).toBe(
      404,
    );
    const audited = await app.db
      .selectFrom('audit_events')
      .select(['object_type', 'details'])
      .where('event', '=', 'menu.change')
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]?.details ?? '{}')).toMatchObject({
      change: 'buttons',
      role: 'R2001',
      added: 'treasury_view',
    });
  });

  it('refuses what is wrong with a clear message', async () => {
    const { app, admin, ledger } = await setUp();
    const refusal = async (node: object, isNew = true) => {
      const response = await post(app, admin, 'save', { node, isNew });
      return [response.statusCode, response.json().msg];
    };
    expect(
      await refusal({ ...ledger, target: { type: 'subApp', subRoute: 'nowhere', page: 'x' } }),
    ).toEqual([400, 'The route nowhere is not in the sub-app registry']);
    expect(
      await refusal({
        ...ledger,
        target: { type: 'link', href: 'ftp://x.example', isSuperUrl: false },
      }),
    ).toEqual([400, 'A link must be an http or https address']);
    const { roleId: foreignRole } = await firmAndRole(app, '1001', 'R1001');
    expect(await refusal({ ...ledger, roleIds: [foreignRole] })).toEqual([
      400,
      `The role ${foreignRole} is not a role of this firm`,
    ]);
    expect(await refusal({ ...ledger, name: 'workbench' })).toEqual([
      409,
      'The firm already has a menu entry named workbench',
    ]);
    expect(await refusal({ ...ledger, id: 999_999 }, false)).toEqual([404, 'No such menu entry']);
    expect((await refusal({ ...ledger, icon: 'rocket' }))[0]).toBe(400);
    expect((await refusal({ ...ledger, label: ' ' }))[0]).toBe(400);
    expect((await refusal({ ...ledger, name: 'Bad Name' }))[0]).toBe(400);
    const leaf = await app.db
      .selectFrom('menus')
      .select('id')
      .where('firm_id', '=', ledger.firmId)
      .where('path', '!=', '')
      .executeTakeFirstOrThrow();
    expect(await refusal({ ...ledger, parentId: leaf.id })).toEqual([
      400,
      'The parent must be a section of the same firm and the same menu',
    ]);
    const zh = await app.inject({
      method: 'POST',
      url: '/api/platform/menus/save',
      headers: { authorization: admin.authorization, 'accept-language': 'zh-CN' },
      payload: { node: { ...ledger, name: 'workbench' }, isNew: true },
    });
    expect(zh.json().msg).toBe('该公司已有名为 workbench 的菜单');
    expect(
      await app.db
        .selectFrom('audit_events')
        .select('id')
        .where('event', '=', 'menu.change')
        .execute(),
    ).toEqual([]);
  });

  it('is for system administrators only', async () => {
    const { app, ledger } = await setUp();
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const user = await signIn(app, username);
      expect(
        (await post(app, user, 'save', { node: ledger, isNew: true })).statusCode,
        username,
      ).toBe(403);
      const listed = await app.inject({
        url: '/api/platform/menus',
        headers: { authorization: user.authorization },
      });
      expect(listed.statusCode, username).toBe(403);
    }
  });
});

describe('the menus of roles held by a duty', () => {
  it("refuses a sub-app entry for the security administrator's role, and records the refusal", async () => {
    const { app, admin, ledger } = await setUp();
    const { firmId, roleId } = await firmAndRole(app, '1001', 'R1006');
    const attack = { ...ledger, firmId, name: 'security-users-app', roleIds: [roleId] };
    const refused = await post(app, admin, 'save', { node: attack, isNew: true });
    expect([refused.statusCode, refused.json().msg]).toEqual([
      400,
      'The role R1006 is held by someone with an administrative duty (system, security or audit); its menu cannot open a sub-app',
    ]);
    expect(
      await app.db
        .selectFrom('menus')
        .select('id')
        .where('name', '=', 'security-users-app')
        .execute(),
    ).toEqual([]);
    const recorded = await app.db
      .selectFrom('audit_events')
      .select(['event', 'result', 'reason', 'user_id'])
      .where('event', '=', 'menu.change')
      .execute();
    expect(recorded).toEqual([
      {
        event: 'menu.change',
        result: 'refused',
        reason: 'menuAdmin.dutyRoleNoSubApp',
        user_id: admin.userId,
      },
    ]);
  });

  it("refuses a 'shell' entry whose path is not one of the shell's pages", async () => {
    const { app, admin, ledger } = await setUp();
    const { firmId, roleId } = await firmAndRole(app, '1001', 'R1006');
    const disguised = {
      ...ledger,
      firmId,
      name: 'security-users-disguised',
      target: { type: 'shell', path: '/treasury/ledger' },
      roleIds: [roleId],
    };
    const refused = await post(app, admin, 'save', { node: disguised, isNew: true });
    expect([refused.statusCode, refused.json().msg]).toEqual([
      400,
      '/treasury/ledger is not a page of the portal itself',
    ]);
  });

  it('leaves every sub-app out of the menu of a session that holds a duty, even one planted in the database', async () => {
    const { app } = await setUp();
    const { firmId, roleId } = await firmAndRole(app, '1001', 'R1006');
    const planted = await app.db
      .insertInto('menus')
      .values({
        firm_id: firmId,
        parent_id: null,
        kind: 'menu',
        sort: 99,
        name: 'planted-app',
        label: '账号与会话',
        label_en: null,
        icon: 'team',
        path: '/treasury/ledger',
        href: '',
        sub_route: 'treasury',
        is_super_url: 0,
        meta: '{}',
        query: '{}',
        cached: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('role_menus')
      .values({ role_id: roleId, menu_id: planted.id })
      .execute();

    const secadmin = await signIn(app, 'secadmin');
    const names = flat((await menuOf(app, secadmin, firmId)).menu).map((node) => node.name);
    expect(names).toContain('security-users');
    expect(names).not.toContain('planted-app');

    // The same role without the duty sees it: the duty, not the role, keeps it out.
    await app.db.deleteFrom('user_duties').where('user_id', '=', secadmin.userId).execute();
    const again = flat((await menuOf(app, secadmin, firmId)).menu).map((node) => node.name);
    expect(again).toContain('planted-app');
  });
});
