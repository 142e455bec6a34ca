import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

async function projectIdOf(app: FastifyInstance, projectNo: string) {
  const { id } = await app.db
    .selectFrom('finance_projects')
    .select('id')
    .where('project_no', '=', projectNo)
    .executeTakeFirstOrThrow();
  return id;
}

async function contractOf(app: FastifyInstance, projectNo: string) {
  const row = await app.db
    .selectFrom('contract_applications')
    .select(['contract_applications.id', 'paid_cents'])
    .where('project_id', '=', await projectIdOf(app, projectNo))
    .executeTakeFirstOrThrow();
  return { id: row.id, paidCents: Number(row.paid_cents) };
}

/** Works in another of the caller's firms from now on (POST /upms/role/choose). */
async function chooseFirm(
  app: FastifyInstance,
  authorization: string,
  username: string,
  firmNo: string,
) {
  const firm = await app.db
    .selectFrom('firms')
    .select('id')
    .where('firm_no', '=', firmNo)
    .executeTakeFirstOrThrow();
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: `/api/upms/role/choose?firmId=${firm.id}&userId=${user.id}`,
    headers: { authorization },
  });
  if (response.statusCode !== 200) throw new Error(`Could not choose firm ${firmNo}`);
}

const countRows = async (
  app: FastifyInstance,
  table: 'contract_applications' | 'payment_applications',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const init = (app: FastifyInstance, authorization: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/finance/contractAppInfo/init',
    headers: { authorization },
    payload: payload as Record<string, unknown>,
  });

const pay = (app: FastifyInstance, authorization: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/finance/paymentApplyInfo/payment',
    headers: { authorization },
    payload: payload as Record<string, unknown>,
  });

const payee = { payeeName: '华东精密制造有限公司', payeeAccount: '6222021001001234567' };

describe('GET /api/finance/project/getApproProjectInfoById', () => {
  it("answers an approved project of the caller's firm with its contract application", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const id = await projectIdOf(app, 'PJ-1001-001');
    const response = await app.inject({
      url: `/api/finance/project/getApproProjectInfoById?id=${id}`,
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: {
        id,
        projectNo: 'PJ-1001-001',
        name: '华东精密制造应收账款保理项目',
        customer: '华东精密制造有限公司',
        amount: '30000000.00',
        currency: 'CNY',
        term: 12,
        approvedAt: expect.stringMatching(/^\d{4}-/),
        status: 'approved',
        manager: '张三',
        contractApplication: {
          id: expect.any(Number),
          contractNo: 'HT-PJ-1001-001',
          projectId: id,
          amount: '30000000.00',
          paidAmount: '5000000.00',
          remainingAmount: '25000000.00',
          currency: 'CNY',
          status: 'initialised',
          applicant: '张三',
          createdAt: expect.any(String),
        },
      },
    });
  });

  it('lets any member of the firm see a project, with no contract application yet', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await app.inject({
      url: `/api/finance/project/getApproProjectInfoById?id=${await projectIdOf(app, 'PJ-1001-002')}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      manager: '张三',
      amount: '15000000.00',
      contractApplication: null,
    });
  });

  it('refuses a project of the firm that is not approved with 409', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const response = await app.inject({
      url: `/api/finance/project/getApproProjectInfoById?id=${await projectIdOf(app, 'PJ-1001-005')}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 1, msg: '项目尚未审批通过', data: null });
  });

  it('answers 404 for a project of a firm the caller is not in, as for none at all', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const get = (id: number) =>
      app.inject({
        url: `/api/finance/project/getApproProjectInfoById?id=${id}`,
        headers: { authorization },
      });
    const otherFirm = await get(await projectIdOf(app, 'PJ-1002-001'));
    const missing = await get(2_000_000_000);
    expect(otherFirm.statusCode).toBe(404);
    expect(otherFirm.json()).toEqual({ code: 1, msg: '项目不存在', data: null });
    expect(missing.json()).toEqual(otherFirm.json());
  });

  it('names a missing or bad id with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const missing = await app.inject({
      url: '/api/finance/project/getApproProjectInfoById',
      headers: { authorization },
    });
    expect(missing.json()).toEqual({ code: 1, msg: '缺少参数 id', data: null });
    for (const value of ['abc', '0', '3000000000']) {
      const response = await app.inject({
        url: `/api/finance/project/getApproProjectInfoById?id=${value}`,
        headers: { authorization },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().msg).toBe('参数 id 无效');
    }
  });
});

describe('POST /api/finance/contractAppInfo/init', () => {
  it('opens the contract application of an approved project for its whole amount', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const projectId = await projectIdOf(app, 'PJ-1001-002');
    const response = await init(app, authorization, { projectId, remark: '首次签约' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: {
        id: expect.any(Number),
        contractNo: 'HT-PJ-1001-002',
        projectId,
        amount: '15000000.00',
        paidAmount: '0.00',
        remainingAmount: '15000000.00',
        currency: 'CNY',
        status: 'initialised',
        applicant: '张三',
        createdAt: expect.any(String),
      },
    });
    const project = await app.inject({
      url: `/api/finance/project/getApproProjectInfoById?id=${projectId}`,
      headers: { authorization },
    });
    expect(project.json().data.contractApplication.id).toBe(response.json().data.id);
  });

  it('refuses a second init of the same project with a clear message', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const projectId = await projectIdOf(app, 'PJ-1001-002');
    await init(app, authorization, { projectId });
    const again = await init(app, authorization, { projectId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 1,
      msg: '该项目已发起合同申请，请勿重复提交',
      data: null,
    });
  });

  it('lets exactly one of several inits at the same moment through', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const projectId = await projectIdOf(app, 'PJ-1001-002');
    const before = await countRows(app, 'contract_applications');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => init(app, authorization, { projectId })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
    expect(await countRows(app, 'contract_applications')).toBe(before + 1);
  });

  it("refuses a project of the caller's firm that someone else manages with 403", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const before = await countRows(app, 'contract_applications');
    const response = await init(app, authorization, {
      projectId: await projectIdOf(app, 'PJ-1001-002'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1, msg: '只有项目经理可以发起合同申请', data: null });
    expect(await countRows(app, 'contract_applications')).toBe(before);
  });

  it('answers 404 for a project of another firm, and 409 for one not approved', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const before = await countRows(app, 'contract_applications');
    const otherFirm = await init(app, lisi.authorization, {
      projectId: await projectIdOf(app, 'PJ-1002-002'),
    });
    expect(otherFirm.statusCode).toBe(404);
    const notApproved = await init(app, zhangsan.authorization, {
      projectId: await projectIdOf(app, 'PJ-1001-005'),
    });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().msg).toBe('项目尚未审批通过');
    expect(await countRows(app, 'contract_applications')).toBe(before);
  });

  it('names a missing or wrong-type field with 400 and creates nothing', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const projectId = await projectIdOf(app, 'PJ-1001-002');
    const before = await countRows(app, 'contract_applications');
    const cases: [unknown, string][] = [
      [{}, '缺少参数 projectId'],
      [undefined, '缺少参数 projectId'],
      [{ projectId: String(projectId) }, '参数 projectId 无效'],
      [{ projectId: true }, '参数 projectId 无效'],
      [{ projectId: 1.5 }, '参数 projectId 无效'],
      [{ projectId: 2 ** 40 }, '参数 projectId 无效'],
      [{ projectId, remark: 'r'.repeat(501) }, '参数 remark 无效'],
    ];
    for (const [payload, msg] of cases) {
      const response = await init(app, authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
    expect(await countRows(app, 'contract_applications')).toBe(before);
  });
});

describe('POST /api/finance/paymentApplyInfo/payment', () => {
  it('records a payment application and draws it from what remains of the contract', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const contract = await contractOf(app, 'PJ-1001-001');
    const response = await pay(app, authorization, {
      contractAppId: contract.id,
      amount: '1000.5',
      ...payee,
      purpose: '第二笔放款',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '',
      data: {
        id: expect.any(Number),
        paymentNo: expect.stringMatching(/^PA\d{8}[0-9A-F]{10}$/),
        contractAppId: contract.id,
        amount: '1000.50',
        currency: 'CNY',
        remainingAmount: '24998999.50',
        ...payee,
        purpose: '第二笔放款',
        status: 'submitted',
        createdAt: expect.any(String),
      },
    });
    expect((await contractOf(app, 'PJ-1001-001')).paidCents).toBe(contract.paidCents + 100050);
  });

  it('takes an amount written as a JSON number, and pays out exactly what remains', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const { id } = await contractOf(app, 'PJ-1002-001');
    await chooseFirm(app, authorization, 'zhangsan', '1002');
    const first = await pay(app, authorization, { contractAppId: id, amount: 200.25, ...payee });
    expect(first.json().data).toMatchObject({ amount: '200.25', remainingAmount: '399799.75' });
    const rest = await pay(app, authorization, {
      contractAppId: id,
      amount: '399799.75',
      ...payee,
    });
    expect(rest.json().data.remainingAmount).toBe('0.00');
    const more = await pay(app, authorization, { contractAppId: id, amount: '0.01', ...payee });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      code: 1,
      msg: '付款金额超过合同剩余可付金额 0.00',
      data: null,
    });
  });

  it('refuses more than remains with 409, naming what remains, and changes nothing', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const contract = await contractOf(app, 'PJ-1001-001');
    const payments = await countRows(app, 'payment_applications');
    const response = await pay(app, authorization, {
      contractAppId: contract.id,
      amount: '25000000.01',
      ...payee,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('付款金额超过合同剩余可付金额 25000000.00');
    expect(await contractOf(app, 'PJ-1001-001')).toEqual(contract);
    expect(await countRows(app, 'payment_applications')).toBe(payments);
  });

  it('never pays out more than the contract when payments arrive at the same moment', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const opened = await init(app, authorization, {
      projectId: await projectIdOf(app, 'PJ-1001-002'),
    });
    const contractAppId = opened.json().data.id;
    // 15,000,000.00 in all: four quarters fit, eight do not.
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        pay(app, authorization, { contractAppId, amount: '3750000.00', ...payee }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    const contract = await contractOf(app, 'PJ-1001-002');
    expect(contract.paidCents).toBe(1_500_000_000);
    const payments = await app.db
      .selectFrom('payment_applications')
      .select('amount_cents')
      .where('contract_app_id', '=', contractAppId)
      .execute();
    expect(payments.reduce((sum, payment) => sum + Number(payment.amount_cents), 0)).toBe(
      1_500_000_000,
    );
  });

  it("refuses a contract of the caller's firm that someone else applied for with 403", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const contract = await contractOf(app, 'PJ-1001-001');
    const response = await pay(app, authorization, {
      contractAppId: contract.id,
      amount: '10',
      ...payee,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 1,
      msg: '只有合同申请人可以发起付款申请',
      data: null,
    });
    expect(await contractOf(app, 'PJ-1001-001')).toEqual(contract);
  });

  it('answers 404 for a contract of a firm the caller is not in, as for none at all', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const contract = await contractOf(app, 'PJ-1002-001');
    const otherFirm = await pay(app, authorization, {
      contractAppId: contract.id,
      amount: '10',
      ...payee,
    });
    const missing = await pay(app, authorization, {
      contractAppId: 2_000_000_000,
      amount: '10',
      ...payee,
    });
    expect(otherFirm.statusCode).toBe(404);
    expect(otherFirm.json()).toEqual({ code: 1, msg: '合同申请不存在', data: null });
    expect(missing.json()).toEqual(otherFirm.json());
    expect(await contractOf(app, 'PJ-1002-001')).toEqual(contract);
  });

  it('names a missing or bad field with 400 and changes nothing', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const contract = await contractOf(app, 'PJ-1001-001');
    const payments = await countRows(app, 'payment_applications');
    const valid = { contractAppId: contract.id, amount: '10.00', ...payee };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, contractAppId: undefined }, '缺少参数 contractAppId'],
      [{ ...valid, contractAppId: 'x' }, '参数 contractAppId 无效'],
      [{ ...valid, amount: undefined }, '缺少参数 amount'],
      [{ ...valid, amount: '0' }, '参数 amount 无效'],
      [{ ...valid, amount: '0.00' }, '参数 amount 无效'],
      [{ ...valid, amount: '-5' }, '参数 amount 无效'],
      [{ ...valid, amount: '1.234' }, '参数 amount 无效'],
      [{ ...valid, amount: 'abc' }, '参数 amount 无效'],
      [{ ...valid, amount: 1e20 }, '参数 amount 无效'],
      [{ ...valid, amount: 0.1 + 0.2 }, '参数 amount 无效'],
      [{ ...valid, amount: true }, '参数 amount 无效'],
      [{ ...valid, payeeName: undefined }, '缺少参数 payeeName'],
      [{ ...valid, payeeName: '' }, '参数 payeeName 无效'],
      [{ ...valid, payeeName: 'n'.repeat(129) }, '参数 payeeName 无效'],
      [{ ...valid, payeeAccount: '12 34' }, '参数 payeeAccount 无效'],
      [{ ...valid, purpose: 'p'.repeat(201) }, '参数 purpose 无效'],
    ];
    for (const [payload, msg] of cases) {
      const response = await pay(app, authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ code: 1, msg, data: null });
    }
    expect(await contractOf(app, 'PJ-1001-001')).toEqual(contract);
    expect(await countRows(app, 'payment_applications')).toBe(payments);
  });

  it('refuses a payee name that hides characters or turns its text around', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const contract = await contractOf(app, 'PJ-1001-001');
    const payments = await countRows(app, 'payment_applications');
    for (const payeeName of ['华东精密\u202E司公限有', '华东\u200B精密制造有限公司']) {
      const response = await pay(app, authorization, {
        contractAppId: contract.id,
        amount: '10.00',
        ...payee,
        payeeName,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('参数 payeeName 含有改变文字方向或不可见的字符');
    }
    expect(await countRows(app, 'payment_applications')).toBe(payments);
  });
});
