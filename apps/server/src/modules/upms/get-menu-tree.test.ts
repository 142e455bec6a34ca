import { menuTreeResponseSchema, type MenuNode } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.childs)]);

async function menuOf(app: FastifyInstance, signedIn: SignedIn, firmNo: string) {
  const firmId = await firmIdOf(app, firmNo);
  const response = await app.inject({
    url: `/api/upms/menu/getTreeByRoleId?firmId=${firmId}&userId=${signedIn.userId}`,
    headers: { authorization: signedIn.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return menuTreeResponseSchema.parse(response.json().data);
}

const subRoutesOf = (nodes: MenuNode[]) =>
  new Set(
    flatten(nodes)
      .filter((node) => node.subRoute)
      .map((node) => node.subRoute),
  );

describe('GET /api/upms/menu/getTreeByRoleId', () => {
  it('answers the menu tree, button codes and function menu of the caller in that firm', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const { menu, btns, functionMenu } = await menuOf(app, zhangsan, '1001');

    expect(menu.map((node) => node.label)).toEqual([
      '工作台',
      '客户管理',
      '保理业务',
      '信贷业务',
      '绩效',
      '综合服务',
    ]);
    const paths = flatten(menu).map((node) => node.path);
    for (const path of [
      '/wel/index',
      '/wel/backlog',
      '/wel/message',
      '/wel/notice',
      '/info/index',
    ]) {
      expect(paths).toContain(path);
    }
    expect(btns).toContain('credit_apply_add');
    expect(btns).toEqual([...new Set(btns)].sort());
    expect(functionMenu.map((node) => node.label)).toContain('新建授信申请');
  });

  it('gives every field of a menu node, with the defaults of spec §3', async () => {
    const app = await buildTestApp();
    const { menu } = await menuOf(app, await signIn(app), '1001');
    const credit = flatten(menu).find((node) => node.name === 'credit-apply-list');
    expect(credit).toEqual({
      id: expect.any(Number),
      label: '授信申请',
      labelEn: 'Credit applications',
      path: '/credit/apply/list',
      icon: 'menu',
      href: '',
      query: { status: 'draft' },
      meta: { keepAlive: true, isTab: true, isAuth: true },
      subRoute: 'credit',
      cached: true,
      isSuperUrl: false,
      name: 'credit-apply-list',
      childs: [],
    });
  });

  it('includes an http(s) link entry and the kpi entry the shell filters out', async () => {
    const app = await buildTestApp();
    const nodes = flatten((await menuOf(app, await signIn(app), '1001')).menu);
    const link = nodes.find((node) => node.href !== '');
    expect(link?.href).toMatch(/^https:\/\//);
    expect(link?.isSuperUrl).toBe(true);
    expect(nodes.some((node) => node.subRoute === 'kpi')).toBe(true);
  });

  it('leaves an app turned off out of every menu at the next request, and says the data changed', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const version = async () =>
      (
        await app.inject({
          url: '/api/upms/role/login',
          headers: { authorization: zhangsan.authorization },
        })
      ).headers['x-portal-data-version'];
    const before = await version();
    expect(subRoutesOf((await menuOf(app, zhangsan, '1001')).menu).has('postloan')).toBe(true);

    await app.db
      .updateTable('sub_apps')
      .set({ enabled: 0 })
      .where('route', '=', 'postloan')
      .execute();

    expect(subRoutesOf((await menuOf(app, zhangsan, '1001')).menu).has('postloan')).toBe(false);
    expect(subRoutesOf((await menuOf(app, zhangsan, '1001')).menu).has('newcrm')).toBe(true);
    expect(await version()).not.toBe(before);
  });

  it("reaches every route of the registry (spec §2's thirty) across zhangsan's two firms", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const factoring = subRoutesOf((await menuOf(app, zhangsan, '1001')).menu);
    const smallLoans = subRoutesOf((await menuOf(app, zhangsan, '1002')).menu);
    const registry = await app.db.selectFrom('sub_apps').select('route').execute();
    expect(registry).toHaveLength(30);
    expect(new Set([...factoring, ...smallLoans])).toEqual(new Set(registry.map((r) => r.route)));
    expect(factoring).not.toEqual(smallLoans);
    expect(smallLoans.has('xwd2-phh')).toBe(true);
    expect(factoring.has('xwd2-phh')).toBe(false);
  });

  it("gives lisi's role fewer entries and buttons than zhangsan's in the same firm", async () => {
    const app = await buildTestApp();
    const lisi = await menuOf(app, await signIn(app, 'lisi'), '1001');
    const zhangsan = await menuOf(app, await signIn(app, 'zhangsan'), '1001');
    expect(flatten(lisi.menu).length).toBeLessThan(flatten(zhangsan.menu).length);
    expect(lisi.btns).not.toContain('credit_apply_add');
    expect(lisi.btns).toContain('postloan_check_submit');
    expect(flatten(lisi.menu).some((node) => node.subRoute === 'kpi')).toBe(false);
  });

  it('keeps sections whole and in their sort order, with children under childs', async () => {
    const app = await buildTestApp();
    const { menu } = await menuOf(app, await signIn(app), '1002');
    const smallLoans = menu.find((node) => node.label === '小微贷');
    expect(smallLoans?.childs.map((node) => node.label)).toEqual(['一代产品', '二代产品']);
    expect(smallLoans?.childs[1]?.childs).toHaveLength(7);
  });

  it('answers 404 for a firm the caller is not in', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const response = await app.inject({
      url: `/api/upms/menu/getTreeByRoleId?firmId=${await firmIdOf(app, '1002')}&userId=${lisi.userId}`,
      headers: { authorization: lisi.authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
  });

  it("answers 404 for another user's id", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const response = await app.inject({
      url: `/api/upms/menu/getTreeByRoleId?firmId=${await firmIdOf(app, '1001')}&userId=${lisi.userId}`,
      headers: { authorization: zhangsan.authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '用户不存在', data: null });
  });

  it('names a missing, malformed or out-of-range parameter with 400', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app);
    const cases = [
      [`?userId=${userId}`, '缺少参数 firmId'],
      [`?firmId=1`, '缺少参数 userId'],
      [`?firmId=abc&userId=${userId}`, '参数 firmId 无效'],
      [`?firmId=1&userId=${'9'.repeat(400)}`, '参数 userId 无效'],
    ];
    for (const [query, msg] of cases) {
      const response = await app.inject({
        url: `/api/upms/menu/getTreeByRoleId${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
  });
});

describe('menu trees kept between calls', () => {
  async function treeCall(app: FastifyInstance, signedIn: SignedIn, firmNo = '1001') {
    const firmId = await firmIdOf(app, firmNo);
    return app.inject({
      url: `/api/upms/menu/getTreeByRoleId?firmId=${firmId}&userId=${signedIn.userId}`,
      headers: { authorization: signedIn.authorization },
    });
  }

  it('answers a kept tree exactly as the first, as JSON', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const first = await treeCall(app, zhangsan);
    const second = await treeCall(app, zhangsan);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-type']).toBe(second.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
    expect(second.json()).toMatchObject({ code: 0, msg: '' });
  });

  it('answers a menu changed in the database on the next call', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const before = await menuOf(app, zhangsan, '1001');
    expect(flatten(before.menu).map((node) => node.label)).toContain('授信申请');
    await app.db
      .updateTable('menus')
      .set({ label: '授信申请（新）' })
      .where('name', '=', 'credit-apply-list')
      .execute();
    const after = await menuOf(app, zhangsan, '1001');
    const labels = flatten(after.menu).map((node) => node.label);
    expect(labels).toContain('授信申请（新）');
    expect(labels).not.toContain('授信申请');
  });

  it('answers a grant or a button withdrawn from a role on the next call', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const before = await menuOf(app, zhangsan, '1001');
    expect(before.btns).toContain('credit_apply_add');
    const credit = flatten(before.menu).find((node) => node.name === 'credit-apply-list');
    expect(credit).toBeDefined();
    await app.db.deleteFrom('buttons').where('code', '=', 'credit_apply_add').execute();
    await app.db
      .deleteFrom('role_menus')
      .where('menu_id', '=', credit?.id ?? 0)
      .execute();
    const after = await menuOf(app, zhangsan, '1001');
    expect(after.btns).not.toContain('credit_apply_add');
    expect(flatten(after.menu).some((node) => node.name === 'credit-apply-list')).toBe(false);
  });

  it("answers the caller's roles as they are now, while another user keeps theirs", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    const lisiBefore = await menuOf(app, lisi, '1001');
    expect(flatten((await menuOf(app, zhangsan, '1001')).menu).length).toBeGreaterThan(0);
    await app.db.deleteFrom('user_roles').where('user_id', '=', zhangsan.userId).execute();
    const zhangsanAfter = await menuOf(app, zhangsan, '1001');
    expect(zhangsanAfter).toEqual({ menu: [], btns: [], functionMenu: [] });
    expect(await menuOf(app, lisi, '1001')).toEqual(lisiBefore);
  });
});
