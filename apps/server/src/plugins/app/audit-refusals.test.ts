import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';

const refusalsOf = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_events')
    .selectAll()
    .where('event', '=', 'access.refused')
    .orderBy('id')
    .execute();

const countOf = (record: { details: string | null }) =>
  (JSON.parse(record.details ?? '{}') as { count?: number }).count;

/** A call of no one signed in, from an address: without a token, or with one that is no token. */
const unauthenticated = (app: FastifyInstance, remoteAddress: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/upms/role/login?access_token=abc123secret',
    remoteAddress,
    headers: { 'user-agent': 'flood/1.0', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('the audit trail of refused calls of no one signed in', () => {
  it('counts a 401 and records it once its minute is over, with the path, without the query', async () => {
    const clock = createTestClock(new Date('2026-11-26T09:00:10.000Z'));
    const app = await buildTestApp({}, { clock });
    const response = await unauthenticated(app, '198.51.100.7');
    expect(response.statusCode).toBe(401);

    // The minute is not over: nothing in the trail yet, nothing written by a roll-up.
    expect(await app.auditRefusals.rollUp()).toBe(0);
    expect(await refusalsOf(app)).toEqual([]);
    clock.advanceSeconds(60);
    expect(await app.auditRefusals.rollUp()).toBe(1);

    const [record] = await refusalsOf(app);
    expect(record).toMatchObject({
      occurred_at: '2026-11-26T09:00:10.000Z',
      result: 'refused',
      reason: 'auth.signInAgain',
      user_id: null,
      firm_id: null,
      object_type: 'request',
      object_id: 'GET /api/upms/role/login',
      client_address: '198.51.100.7',
      user_agent: 'flood/1.0',
      request_id: response.headers['x-request-id'],
      details: JSON.stringify({
        count: 1,
        lastAt: '2026-11-26T09:00:10.000Z',
        minute: '2026-11-26T09:00:00.000Z',
      }),
    });
    expect(JSON.stringify(record)).not.toContain('abc123secret');
    expect(await app.db.selectFrom('access_refusal_tallies').selectAll().execute()).toEqual([]);
  });

  it('makes a few hundred of them a record per address and minute, with its count', async () => {
    const clock = createTestClock(new Date('2026-11-26T09:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    const send = async (count: number, address: string, token?: string) => {
      for (let index = 0; index < count; index += 1) {
        expect((await unauthenticated(app, address, token)).statusCode).toBe(401);
      }
    };
    await send(120, '203.0.113.1');
    await send(80, '203.0.113.2', 'not-a-token');
    clock.advanceSeconds(61);
    await send(70, '203.0.113.2');
    await send(30, '203.0.113.3', 'not-a-token');
    clock.advanceSeconds(60);

    expect(await app.auditRefusals.rollUp()).toBe(4);

    const records = await refusalsOf(app);
    expect(
      records.map((record) => [record.client_address, record.occurred_at, countOf(record)]),
    ).toEqual([
      ['203.0.113.1', '2026-11-26T09:00:00.000Z', 120],
      ['203.0.113.2', '2026-11-26T09:00:00.000Z', 80],
      ['203.0.113.2', '2026-11-26T09:01:01.000Z', 70],
      ['203.0.113.3', '2026-11-26T09:01:01.000Z', 30],
    ]);
    // Counted records are records of the chain like any other.
    expect(await app.repositories.audit.verify()).toMatchObject({ ok: true, count: 4 });
    expect(await app.auditRefusals.rollUp()).toBe(0);
  });

  it('writes every count at once when asked to, the minute under way included', async () => {
    const app = await buildTestApp();
    await unauthenticated(app, '198.51.100.8');
    await unauthenticated(app, '198.51.100.8');
    expect(await app.auditRefusals.rollUp({ everything: true })).toBe(1);
    expect((await refusalsOf(app)).map(countOf)).toEqual([2]);
  });
});

describe('the audit trail of refused calls of a caller', () => {
  it('records each 403 with the caller, one record each', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const contract = await app.db
      .selectFrom('contract_applications')
      .innerJoin('finance_projects', 'finance_projects.id', 'contract_applications.project_id')
      .select('contract_applications.id')
      .where('finance_projects.project_no', '=', 'PJ-1001-001')
      .executeTakeFirstOrThrow();
    const pay = () =>
      app.inject({
        method: 'POST',
        url: '/api/finance/paymentApplyInfo/payment',
        headers: { authorization },
        payload: {
          contractAppId: contract.id,
          amount: '10',
          payeeName: '华东精密制造有限公司',
          payeeAccount: '6222021001001234567',
        },
      });
    expect((await pay()).statusCode).toBe(403);
    expect((await pay()).statusCode).toBe(403);

    const records = await refusalsOf(app);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      result: 'refused',
      reason: 'finance.notContractApplicant',
      user_id: userId,
      object_id: 'POST /api/finance/paymentApplyInfo/payment',
      details: null,
    });
    expect(await app.db.selectFrom('access_refusal_tallies').selectAll().execute()).toEqual([]);
  });

  it('records nothing for a call that is not refused', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const before = await app.db.selectFrom('audit_events').select('id').execute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/upms/role/login',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(await app.db.selectFrom('audit_events').select('id').execute()).toEqual(before);
  });
});
