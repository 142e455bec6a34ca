import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { chooseFirm, deptIdOf } from '../../testing/demo-lookups';

const crmRole = (app: FastifyInstance, authorization: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/crm/new/cusPool/role',
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /api/crm/new/cusPool/role', () => {
  it('answers the highest CRM role among the asked roles the caller holds', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const role = async (roleNos: string[]) => (await crmRole(app, authorization, roleNos)).json();
    expect(await role(['R1001', 'R1002', 'R1003'])).toEqual({ code: 0, msg: '', data: 'manager' });
    expect((await role(['R1001'])).data).toBe('staff');
    expect((await role(['R1003', 'R9999'])).data).toBe('none');
    expect((await role([])).data).toBe('none');
  });

  it('looks at the roles of the current firm only', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await chooseFirm(app, zhangsan, '1002');
    const response = await crmRole(app, zhangsan.authorization, ['R1002', 'R2001']);
    expect(response.json().data).toBe('staff');
  });

  it('names a body that is not a list of role numbers with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    for (const payload of [
      { roleNos: ['R1001'] },
      [42],
      [''],
      ['R'.repeat(33)],
      Array(101).fill('R1'),
    ]) {
      const response = await crmRole(app, authorization, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe(1);
    }
    expect((await crmRole(app, authorization, [42])).json().msg).toBe('参数 0 无效');
  });
});

describe('POST /api/crm/new/cusPool/belongDeptAll', () => {
  it("answers the caller's department first, then its business unit, with industries", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await app.inject({
      method: 'POST',
      url: '/api/crm/new/cusPool/belongDeptAll',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        deptId: await deptIdOf(app, '1001', 'D0102'),
        deptName: '风险管理部',
        deptCode: 'D0102',
        industry: '风险管理',
        isPrimary: true,
      },
      {
        deptId: await deptIdOf(app, '1001', 'BU01'),
        deptName: '保理业务事业部',
        deptCode: 'BU01',
        industry: '商业保理',
        isPrimary: false,
      },
    ]);
  });

  it('follows the firm chosen on the token', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await chooseFirm(app, zhangsan, '1002');
    const response = await app.inject({
      method: 'POST',
      url: '/api/crm/new/cusPool/belongDeptAll',
      headers: { authorization: zhangsan.authorization },
    });
    expect(response.json().data.map((dept: { deptCode: string }) => dept.deptCode)).toEqual([
      'D0201',
      'BU02',
    ]);
  });

  it('refuses with 403 when the firm on the token is no longer one of the caller', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    await chooseFirm(app, zhangsan, '1002');
    await app.db.deleteFrom('user_firms').where('user_id', '=', zhangsan.userId).execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/crm/new/cusPool/belongDeptAll',
      headers: { authorization: zhangsan.authorization },
    });
    expect(response.statusCode).toBe(403);
  });
});
