import type { OrganizationNode } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { chooseFirm, deptIdOf, firmIdOf } from '../../testing/demo-lookups';

const userDetails = (app: FastifyInstance, authorization: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/upms/app/query/user/details',
    headers: { authorization },
    payload: payload as Record<string, unknown>,
  });

const organizationTree = (app: FastifyInstance, authorization: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/upms/app/query/appcalendar/many/organization/tree',
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const names = (nodes: OrganizationNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...names(node.children)]);

describe('GET /api/upms/app/query/user/details/calender', () => {
  it("lists the caller's active colleagues of the first firm, without the caller", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const response = await app.inject({
      url: '/api/upms/app/query/user/details/calender',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        userId: expect.any(Number),
        userName: '李四',
        deptName: '风险管理部',
        employeeNo: 'E10002',
        avatar: '',
      },
      {
        userId: expect.any(Number),
        userName: '赵六',
        deptName: '保理业务一部',
        employeeNo: 'E10003',
        avatar: '',
      },
      {
        userId: expect.any(Number),
        userName: '钱七',
        deptName: '风险管理部',
        employeeNo: 'E10004',
        avatar: '',
      },
      {
        userId: expect.any(Number),
        userName: '系统管理员',
        deptName: '风险管理部',
        employeeNo: 'E10007',
        avatar: '',
      },
      {
        userId: expect.any(Number),
        userName: '安全管理员',
        deptName: '风险管理部',
        employeeNo: 'E10008',
        avatar: '',
      },
      {
        userId: expect.any(Number),
        userName: '审计管理员',
        deptName: '风险管理部',
        employeeNo: 'E10009',
        avatar: '',
      },
    ]);
  });

  it('follows the firm chosen on the token', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await chooseFirm(app, zhangsan, '1002');
    const response = await app.inject({
      url: '/api/upms/app/query/user/details/calender',
      headers: { authorization: zhangsan.authorization },
    });
    expect(response.json().data.map((person: { userName: string }) => person.userName)).toEqual([
      '周九',
    ]);
  });
});

describe('POST /api/upms/app/query/appcalendar/many/organization/tree', () => {
  it('answers business units, their departments and the active users of each', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const response = await organizationTree(app, authorization, {});
    expect(response.statusCode).toBe(200);
    const tree: OrganizationNode[] = response.json().data;
    expect(tree.map((node) => [node.kind, node.name])).toEqual([['unit', '保理业务事业部']]);
    const [first, risk] = tree[0]?.children ?? [];
    expect(first?.kind).toBe('department');
    expect(first?.children.map((user) => [user.kind, user.name, user.code])).toEqual([
      ['user', '张三', 'E10001'],
      ['user', '赵六', 'E10003'],
    ]);
    expect(risk?.children.map((user) => user.name)).toEqual([
      '李四',
      '钱七',
      '系统管理员',
      '安全管理员',
      '审计管理员',
    ]);
    expect(names(tree)).not.toContain('孙八');
  });

  it("answers another of the caller's firms when asked, and works without a body", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const asked = await organizationTree(app, authorization, {
      firmId: await firmIdOf(app, '1002'),
    });
    expect(names(asked.json().data)).toEqual(['小微金融事业部', '信贷审批部', '张三', '周九']);
    const noBody = await organizationTree(app, authorization);
    expect(noBody.statusCode).toBe(200);
  });

  it('answers 404 for a firm the caller is not in, as for one that does not exist', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await organizationTree(app, authorization, {
      firmId: await firmIdOf(app, '1002'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
    const missing = await organizationTree(app, authorization, { firmId: 99999 });
    expect(missing.json()).toEqual(response.json());
  });

  it('names a malformed firmId with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    for (const firmId of ['1', -1, 1.5, 1e12, null]) {
      const response = await organizationTree(app, authorization, { firmId });
      expect(response.statusCode, String(firmId)).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg: '参数 firmId 无效', data: null });
    }
  });
});

describe('POST /api/upms/app/query/user/details', () => {
  it("pages the active users of the caller's current firm with their details", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await userDetails(app, authorization, { userStatus: 1, pageSize: 2 });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ total: 7, pageNum: 1, pageSize: 2 });
    expect(data.records).toEqual([
      {
        userId: expect.any(Number),
        userName: '张三',
        employeeNo: 'E10001',
        firmId: await firmIdOf(app, '1001'),
        deptId: await deptIdOf(app, '1001', 'D0101'),
        deptName: '保理业务一部',
        deptNo: 'D0101',
        buDeptId: await deptIdOf(app, '1001', 'BU01'),
        buDeptName: '保理业务事业部',
        avatar: '',
        userStatus: 1,
      },
      expect.objectContaining({ userName: '李四' }),
    ]);
    const second = await userDetails(app, authorization, {
      userStatus: 1,
      pageSize: 2,
      pageNum: 2,
    });
    expect(second.json().data.records.map((user: { userName: string }) => user.userName)).toEqual([
      '赵六',
      '钱七',
    ]);
  });

  it('filters by keyword (name, username or employee number) and by department', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const userNames = async (payload: Record<string, unknown>) =>
      (await userDetails(app, authorization, { userStatus: 1, ...payload }))
        .json()
        .data.records.map((user: { userName: string }) => user.userName);
    expect(await userNames({ keyword: '赵' })).toEqual(['赵六']);
    expect(await userNames({ keyword: 'LISI' })).toEqual(['李四']);
    expect(await userNames({ keyword: 'e1000' })).toHaveLength(7);
    expect(await userNames({ keyword: '%' })).toEqual([]);
    expect(await userNames({ keyword: '_' })).toEqual([]);
    expect(await userNames({ deptId: await deptIdOf(app, '1001', 'D0102') })).toEqual([
      '李四',
      '钱七',
      '系统管理员',
      '安全管理员',
      '审计管理员',
    ]);
    expect(await userNames({ deptId: await deptIdOf(app, '1001', 'BU01') })).toHaveLength(7);
  });

  it('refuses any userStatus but 1, and names other bad fields, with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const cases: [unknown, string][] = [
      [{}, '缺少参数 userStatus'],
      [{ userStatus: 0 }, '参数 userStatus 无效'],
      [{ userStatus: '1' }, '参数 userStatus 无效'],
      [{ userStatus: 1, pageSize: 1000 }, '参数 pageSize 无效'],
      [{ userStatus: 1, pageNum: 0 }, '参数 pageNum 无效'],
      [{ userStatus: 1, keyword: 'x'.repeat(65) }, '参数 keyword 无效'],
      [{ userStatus: 1, deptId: 'D0101' }, '参数 deptId 无效'],
    ];
    for (const [payload, msg] of cases) {
      const response = await userDetails(app, authorization, payload);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
  });

  it('answers 404 for a department of a firm the caller is not working in', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await userDetails(app, authorization, {
      userStatus: 1,
      deptId: await deptIdOf(app, '1002', 'D0201'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '部门不存在', data: null });
    const missing = await userDetails(app, authorization, { userStatus: 1, deptId: 99999 });
    expect(missing.json()).toEqual(response.json());
  });
});
