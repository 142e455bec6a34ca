import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../lib/audit-chain/audit-event';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { proveIdentity } from '../../testing/prove-identity';
import { testDialect } from '../../testing/test-database';

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) PortalTest/1.0';

function requestToken(
  app: FastifyInstance,
  fields: Record<string, string>,
  authorization = clientAuthorization,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress: '192.0.2.10',
    headers: {
      authorization,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
      'x-request-id': 'sign-in-1',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const password = (username: string, secret: string) => ({
  grant_type: 'password',
  username,
  password: secret,
});

const recordsOf = (app: FastifyInstance) =>
  app.db.selectFrom('audit_events').selectAll().orderBy('id').execute();

async function lastRecord(app: FastifyInstance) {
  const records = await recordsOf(app);
  return records.at(-1);
}

const userIdOf = async (app: FastifyInstance, username: string) =>
  (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

const firstFirmOf = async (app: FastifyInstance, username: string) =>
  (
    await app.db
      .selectFrom('user_firms')
      .select('firm_id')
      .where('user_id', '=', await userIdOf(app, username))
      .orderBy('firm_id')
      .executeTakeFirstOrThrow()
  ).firm_id;

describe('the audit trail of sign-ins', () => {
  it('records a sign-in with who, when, from where, with what and the request id', async () => {
    const app = await buildTestApp();
    const response = await requestToken(app, password('zhangsan', 'Portal@2026'));
    expect(response.statusCode).toBe(200);

    const records = await recordsOf(app);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      event: 'auth.sign-in',
      result: 'success',
      reason: null,
      user_id: await userIdOf(app, 'zhangsan'),
      username: 'zhangsan',
      // The firm the session starts in: the user's first.
      firm_id: await firstFirmOf(app, 'zhangsan'),
      client_address: '192.0.2.10',
      user_agent: userAgent,
      request_id: 'sign-in-1',
      details: '{"grant":"password","method":"password"}',
    });
    expect(records[0]?.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.stringify(records)).not.toContain('Portal@2026');
    expect(JSON.stringify(records)).not.toContain(response.json().data.access_token);
  });

  it('records a failed sign-in with the name attempted and why, never the password', async () => {
    const app = await buildTestApp();
    expect((await requestToken(app, password('zhangsan', 'Wrong#1'))).statusCode).toBe(401);
    expect((await requestToken(app, password('nobody', 'Wrong#2'))).statusCode).toBe(401);

    const records = await recordsOf(app);
    expect(
      records.map(({ event, result, reason, username, user_id }) => ({
        event,
        result,
        reason,
        username,
        user_id,
      })),
    ).toEqual([
      {
        event: 'auth.sign-in',
        result: 'failure',
        reason: 'auth.badCredentials',
        username: 'zhangsan',
        user_id: null,
      },
      {
        event: 'auth.sign-in',
        result: 'failure',
        reason: 'auth.badCredentials',
        username: 'nobody',
        user_id: null,
      },
    ]);
    expect(JSON.stringify(records)).not.toMatch(/Wrong#/);
  });

  it('records a sign-in refused for too many failures, a bad id_token and a bad client', async () => {
    const app = await buildTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await requestToken(app, password('lisi', 'Wrong#1'));
    }
    expect((await requestToken(app, password('lisi', 'Portal@2026'))).statusCode).toBe(429);
    expect(await lastRecord(app)).toMatchObject({
      result: 'failure',
      reason: 'auth.tooManyAttempts',
      username: 'lisi',
    });

    const idToken = { grant_type: 'id_token', id_token: 'not.a.token' };
    expect((await requestToken(app, idToken)).statusCode).toBe(401);
    expect(await lastRecord(app)).toMatchObject({
      result: 'failure',
      reason: 'auth.badIdToken',
      username: null,
      details: '{"grant":"id_token","method":"id_token"}',
    });

    const wrongClient = `Basic ${Buffer.from('portal:wrong').toString('base64')}`;
    const response = await requestToken(app, password('lisi', 'Portal@2026'), wrongClient);
    expect(response.statusCode).toBe(401);
    expect(await lastRecord(app)).toMatchObject({
      event: 'auth.sign-in',
      result: 'failure',
      reason: 'auth.badClient',
      details: null,
    });
  });

  it('records a sign-out with the token it revoked', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    const tokenId = (
      await app.db.selectFrom('access_tokens').select('id').executeTakeFirstOrThrow()
    ).id;
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastRecord(app)).toMatchObject({
      event: 'auth.sign-out',
      result: 'success',
      user_id: userId,
      username: 'lisi',
      object_type: 'access-token',
      object_id: String(tokenId),
    });
  });
});

describe('the audit trail of account and business events', () => {
  it('records a firm switch, and one refused', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firms = await app.db
      .selectFrom('user_firms')
      .select('firm_id')
      .where('user_id', '=', userId)
      .orderBy('firm_id')
      .execute();
    const firmId = firms[1]?.firm_id ?? 0;
    const choose = (chosen: number) =>
      app.inject({
        method: 'POST',
        url: `/api/upms/role/choose?firmId=${chosen}&userId=${userId}`,
        headers: { authorization },
      });

    expect((await choose(firmId)).statusCode).toBe(200);
    expect(await lastRecord(app)).toMatchObject({
      event: 'firm.switch',
      result: 'success',
      firm_id: firmId,
      object_type: 'firm',
      object_id: String(firmId),
      details: '{"from":null}',
    });

    expect((await choose(999_999)).statusCode).toBe(404);
    expect(await lastRecord(app)).toMatchObject({
      event: 'firm.switch',
      result: 'refused',
      reason: 'upms.firmNotFound',
      firm_id: firmId,
      object_id: '999999',
      details: `{"from":${firmId}}`,
    });
  });

  it('records a password change and a refused one, never a password', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'lisi');
    await proveIdentity(app, authorization);
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upms/user/editPassword',
        headers: { authorization },
        payload: { newPassword },
      });

    expect((await change('Portal@2026')).statusCode).toBe(400);
    expect(await lastRecord(app)).toMatchObject({
      event: 'password.change',
      result: 'failure',
      reason: 'password.sameAsCurrent',
      user_id: userId,
      object_type: 'user',
      object_id: String(userId),
    });
    expect((await change('Harbour#Lights42')).statusCode).toBe(200);
    expect(await lastRecord(app)).toMatchObject({ event: 'password.change', result: 'success' });
    expect(JSON.stringify(await recordsOf(app))).not.toMatch(/Harbour|Wrong@|Portal@/);
  });

  it('records a payment applied, then replayed', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
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
        headers: { authorization, 'idempotency-key': 'audit-payment-1' },
        payload: {
          contractAppId: contract.id,
          amount: '1000.00',
          payeeName: '华东精密制造有限公司',
          payeeAccount: '6222021001001234567',
        },
      });

    const first = await pay();
    expect(first.statusCode).toBe(200);
    const paymentId = String(first.json().data.id);
    expect(await lastRecord(app)).toMatchObject({
      event: 'payment.applied',
      result: 'success',
      object_type: 'payment-application',
      object_id: paymentId,
      details: `{"contractAppId":${contract.id}}`,
    });
    expect((await pay()).statusCode).toBe(200);
    expect(await lastRecord(app)).toMatchObject({
      event: 'payment.replayed',
      object_id: paymentId,
    });
    expect(JSON.stringify(await recordsOf(app))).not.toContain('6222021001001234567');
    expect(await app.repositories.audit.verify()).toEqual({ ok: true, count: 3, checkpoint: null });
  });
});

describe('an audit record that cannot be written', () => {
  it('is logged at error level, and the answer is the one it would have been', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await sql`drop table audit_chain_head`.execute(app.db);

    const response = await requestToken(app, password('zhangsan', 'Portal@2026'));
    expect(response.statusCode).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'audit event not recorded',
        event: 'auth.sign-in',
        result: 'success',
      }),
    );
    expect(lines.join('\n')).not.toContain('Portal@2026');
  });
});

// On SQLite one instance writes (and appends) through its one connection; two apps on one file in
// one process cannot wait for each other, as node:sqlite waits for a lock by blocking the thread.
describe.runIf(testDialect === 'postgres')('the audit trail of instances on one database', () => {
  it('forms one chain of concurrent appends, without forks or gaps', async () => {
    const instances = await buildInstancesOnOneDatabase(2);
    const appends = 60;
    const event = (index: number): AuditEvent => ({
      occurredAt: new Date(),
      event: 'auth.sign-in',
      result: 'failure',
      reason: 'auth.badCredentials',
      username: `user${index}`,
      clientAddress: '192.0.2.10',
      userAgent: 'test',
      requestId: `request-${index}`,
    });
    const appended = await Promise.all(
      Array.from({ length: appends }, (_, index) => {
        const instance = instances[index % instances.length] as FastifyInstance;
        return instance.repositories.audit.append(event(index));
      }),
    );
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    expect(new Set(appended.map(({ id }) => id)).size).toBe(appends);
    expect(await first.repositories.audit.verify({ pageSize: 7 })).toEqual({
      ok: true,
      count: appends,
      checkpoint: null,
    });
    expect(await second.repositories.audit.verify()).toEqual({
      ok: true,
      count: appends,
      checkpoint: null,
    });
    const records = await recordsOf(first);
    expect(new Set(records.map((record) => record.prev_hash)).size).toBe(appends);
    expect(new Set(records.map((record) => record.username)).size).toBe(appends);
  });

  it('chains the sign-ins of both instances into one trail', async () => {
    const [first, second] = (await buildInstancesOnOneDatabase(2)) as [
      FastifyInstance,
      FastifyInstance,
    ];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        requestToken(
          index % 2 === 0 ? first : second,
          password(index % 3 === 0 ? 'lisi' : 'zhangsan', 'Portal@2026'),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await first.repositories.audit.verify()).toEqual({
      ok: true,
      count: 12,
      checkpoint: null,
    });
  });
});
