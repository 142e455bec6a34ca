import { userInfoSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { firmIdOf } from '../../testing/demo-lookups';

describe('GET /api/upms/role/login', () => {
  it("lists the caller's firms", async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: {
        userId,
        firmIds: [
          { firmId: await firmIdOf(app, '1001'), firmName: '示范商业保理有限公司' },
          { firmId: await firmIdOf(app, '1002'), firmName: '示范小额贷款有限公司' },
        ],
        currentFirmId: await firmIdOf(app, '1001'),
      },
    });
  });

  it('names the firm recorded by role/choose as the current one', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1002');
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });
    expect(chosen.statusCode).toBe(200);

    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.json().data.currentFirmId).toBe(firmId);
  });

  it('lists a single firm for a user of one firm', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
    expect(response.json().data.firmIds).toEqual([
      { firmId: await firmIdOf(app, '1001'), firmName: '示范商业保理有限公司' },
    ]);
  });
});

describe('GET /api/upms/app/query/share/token', () => {
  it('answers every user-info field of the caller in that firm', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1002');
    const response = await app.inject({
      url: `/api/upms/app/query/share/token?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(userInfoSchema.strict().parse(data)).toEqual(data);
    expect(data).toEqual({
      userId,
      userName: '张三',
      firmId,
      firmNo: '1002',
      deptId: expect.any(Number),
      deptName: '信贷审批部',
      deptNo: 'D0201',
      buDeptId: expect.any(Number),
      buDeptName: '小微金融事业部',
      buDeptNo: 'BU02',
      deptShortName: '审批部',
      employeeNo: 'E10001',
      groupId: 1,
      groupName: '示范金融控股集团',
      systemName: '核心业务系统',
      systemId: 1,
      roleLoginVos: [{ roleId: expect.any(Number), roleNo: 'R2001', roleName: '信贷审批员' }],
      avatar: '',
    });
  });

  it('gives the roles of the asked firm only', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1001');
    const response = await app.inject({
      url: `/api/upms/app/query/share/token?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });
    const roleNos = response
      .json()
      .data.roleLoginVos.map((role: { roleNo: string }) => role.roleNo);
    expect(roleNos).toEqual(['R1001', 'R1002']);
  });

  it('answers 404 for a firm the caller does not belong to', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1003');
    const response = await app.inject({
      url: `/api/upms/app/query/share/token?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
  });

  it("answers 404 for another user's id, even in a shared firm", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1001');
    const response = await app.inject({
      url: `/api/upms/app/query/share/token?firmId=${firmId}&userId=${lisi.userId}`,
      headers: { authorization: zhangsan.authorization, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: 'No such user', data: null });
  });

  it('names a missing or malformed query parameter with 400', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app);
    const missing = await app.inject({
      url: `/api/upms/app/query/share/token?userId=${userId}`,
      headers: { authorization },
    });
    const malformed = await app.inject({
      url: `/api/upms/app/query/share/token?firmId=abc&userId=${userId}`,
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 1, msg: '缺少参数 firmId', data: null });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 1, msg: '参数 firmId 无效', data: null });
  });
});

describe('POST /api/upms/role/choose', () => {
  it("records the chosen firm on the caller's token", async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1002');
    const response = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: true });
    const tokens = await app.db.selectFrom('access_tokens').select('firm_id').execute();
    expect(tokens).toEqual([{ firm_id: firmId }]);
  });

  it('refuses a firm the caller does not belong to, and changes nothing', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const firmId = await firmIdOf(app, '1002');
    const response = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${firmId}&userId=${userId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(1);
    const tokens = await app.db.selectFrom('access_tokens').select('firm_id').execute();
    expect(tokens).toEqual([{ firm_id: null }]);
  });

  it("refuses another user's id", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const response = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${await firmIdOf(app, '1001')}&userId=${lisi.userId}`,
      headers: { authorization: zhangsan.authorization },
    });
    expect(response.statusCode).toBe(404);
  });
});
