import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

async function contractOf(app: FastifyInstance, projectNo: string) {
  const row = await app.db
    .selectFrom('contract_applications')
    .innerJoin('finance_projects', 'finance_projects.id', 'contract_applications.project_id')
    .select(['contract_applications.id', 'contract_applications.paid_cents'])
    .where('finance_projects.project_no', '=', projectNo)
    .executeTakeFirstOrThrow();
  return { id: row.id, paidCents: Number(row.paid_cents) };
}

async function paymentsOf(app: FastifyInstance, contractAppId: number) {
  const rows = await app.db
    .selectFrom('payment_applications')
    .select('id')
    .where('contract_app_id', '=', contractAppId)
    .execute();
  return rows.length;
}

function pay(app: FastifyInstance, authorization: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/finance/paymentApplyInfo/payment',
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

const payee = { payeeName: '华东精密制造有限公司', payeeAccount: '6222021001001234567' };

/** zhangsan signed in, with his contract application of project PJ-1001-001. */
async function payingApp() {
  const app = await buildTestApp();
  const { authorization } = await signIn(app, 'zhangsan');
  const contract = await contractOf(app, 'PJ-1001-001');
  const payment = { contractAppId: contract.id, amount: '1000.00', ...payee, purpose: '进度款' };
  return { app, authorization, contract, payment };
}

describe('POST /api/finance/paymentApplyInfo/payment with an Idempotency-Key', () => {
  it('applies a retried payment once and answers the first answer again', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    const key = '6f1c2a9e-4b7d-4f0e-9a51-2d3c8b7e1f00';
    const before = await paymentsOf(app, contract.id);
    const first = await pay(app, authorization, payment, key);
    const retry = await pay(app, authorization, payment, key);

    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(app, contract.id)).toBe(before + 1);
    expect((await contractOf(app, 'PJ-1001-001')).paidCents).toBe(contract.paidCents + 100_000);
  });

  it('takes the same amount written another way as the same payment', async () => {
    const { app, authorization, payment } = await payingApp();
    const first = await pay(app, authorization, payment, 'same-amount');
    const retry = await pay(app, authorization, { ...payment, amount: 1000 }, 'same-amount');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
  });

  it('refuses the key for a different payment with 422, changing nothing', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    await pay(app, authorization, payment, 'reused-key');
    const paid = await contractOf(app, 'PJ-1001-001');
    const other = await pay(app, authorization, { ...payment, amount: '2000' }, 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 1,
      msg: '该幂等键（Idempotency-Key）已用于另一笔付款申请，请换一个新的键',
      data: null,
    });
    const english = await app.inject({
      method: 'POST',
      url: '/api/finance/paymentApplyInfo/payment',
      headers: { authorization, 'idempotency-key': 'reused-key', 'accept-language': 'en' },
      payload: { ...payment, payeeName: 'Someone else' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().msg).toBe(
      'This Idempotency-Key was already used for a different payment application; use a new key',
    );
    expect(await contractOf(app, 'PJ-1001-001')).toEqual(paid);
    expect(paid.paidCents).toBe(contract.paidCents + 100_000);
  });

  it('applies once when requests with one key race, and answers them all alike', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    const before = await paymentsOf(app, contract.id);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => pay(app, authorization, payment, 'double-click')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    const ids = new Set(responses.map((response) => response.json().data.id));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(app, contract.id)).toBe(before + 1);
    expect((await contractOf(app, 'PJ-1001-001')).paidCents).toBe(contract.paidCents + 100_000);
  });

  it('replays rather than refusing when racing requests would pay out the whole rest', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    const row = await app.db
      .selectFrom('contract_applications')
      .select(['amount_cents', 'paid_cents'])
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    const rest = ((Number(row.amount_cents) - Number(row.paid_cents)) / 100).toFixed(2);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        pay(app, authorization, { ...payment, amount: rest }, 'pay-the-rest'),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.every((response) => response.json().data.remainingAmount === '0.00')).toBe(
      true,
    );
  });

  it('leaves the key unused when the payment is refused, so a corrected one can take it', async () => {
    const { app, authorization, payment } = await payingApp();
    const tooMuch = await pay(app, authorization, { ...payment, amount: '99999999999' }, 'k-1');
    expect(tooMuch.statusCode).toBe(409);
    const corrected = await pay(app, authorization, payment, 'k-1');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps each user's keys apart", async () => {
    const { app, authorization, payment } = await payingApp();
    await pay(app, authorization, payment, 'shared-key');
    const lisi = await signIn(app, 'lisi');
    const response = await pay(app, lisi.authorization, payment, 'shared-key');
    expect(response.statusCode).toBe(403);
  });

  it('applies twice without a key, as two payments', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    const before = await paymentsOf(app, contract.id);
    await pay(app, authorization, payment);
    await pay(app, authorization, payment);
    expect(await paymentsOf(app, contract.id)).toBe(before + 2);
  });

  it('names a malformed key with 400', async () => {
    const { app, authorization, contract, payment } = await payingApp();
    const before = await paymentsOf(app, contract.id);
    for (const key of ['has space', 'k'.repeat(256), '密钥']) {
      const response = await pay(app, authorization, payment, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toEqual({
        code: 1,
        msg: '参数 idempotency-key 无效',
        data: null,
      });
    }
    expect(await paymentsOf(app, contract.id)).toBe(before);
  });
});
