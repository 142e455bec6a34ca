import type { AuditEventsPage, AuditRecord } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { firmIdOf, userIdOf } from '../../testing/demo-lookups';
import { createTestClock } from '../../testing/test-clock';

type Query = Record<string, string | number>;

function get(app: FastifyInstance, authorization: string, url: string, query: Query = {}) {
  return app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    headers: { authorization, 'accept-language': 'en' },
  });
}

async function page(app: FastifyInstance, authorization: string, query: Query = {}) {
  const response = await get(app, authorization, '/api/audit/events', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuditEventsPage }>().data;
}

/** Every record of a filter, page after page by cursor. */
async function allPages(app: FastifyInstance, authorization: string, query: Query) {
  const records: AuditRecord[] = [];
  let cursor: number | null | undefined;
  let pages = 0;
  do {
    const answer = await page(app, authorization, { ...query, ...(cursor ? { cursor } : {}) });
    records.push(...answer.records);
    cursor = answer.nextCursor;
    pages += 1;
  } while (cursor !== null);
  return { records, pages };
}

const eventsOf = (app: FastifyInstance, event: string) =>
  app.db.selectFrom('audit_events').selectAll().where('event', '=', event).execute();

describe('GET /api/audit/events', () => {
  it('shows an auditor the trail newest first, filtered by user, firm, event, result and time', async () => {
    const clock = createTestClock(new Date('2026-11-26T08:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    await signIn(app, 'zhangsan');
    clock.advanceSeconds(60);
    await signIn(app, 'lisi');
    await expect(signIn(app, 'lisi', 'Wrong#Password1')).rejects.toThrow(/401/);
    clock.advanceSeconds(60);
    const { authorization } = await signIn(app, 'auditor');

    const everything = await page(app, authorization);
    expect(
      everything.records.map(({ event, username, result }) => [event, username, result]),
    ).toEqual([
      ['auth.sign-in', 'auditor', 'success'],
      ['auth.sign-in', 'lisi', 'failure'],
      ['auth.sign-in', 'lisi', 'success'],
      ['auth.sign-in', 'zhangsan', 'success'],
    ]);
    expect(everything.nextCursor).toBeNull();
    expect(everything.records[1]).toMatchObject({
      reason: 'auth.badCredentials',
      userId: null,
      occurredAt: '2026-11-26T08:01:00.000Z',
    });

    const usernames = async (query: Query) =>
      (await page(app, authorization, query)).records.map((record) => record.username);
    expect(await usernames({ username: 'lisi' })).toEqual(['lisi', 'lisi']);
    expect(await usernames({ userId: await userIdOf(app, 'lisi') })).toEqual(['lisi']);
    expect(await usernames({ result: 'failure' })).toEqual(['lisi']);
    expect(await usernames({ event: 'auth.sign-out' })).toEqual([]);
    expect(
      await usernames({ from: '2026-11-26T08:01:00Z', to: '2026-11-26T16:02:00+08:00' }),
    ).toEqual(['lisi', 'lisi']);

    // A firm is recorded once chosen: zhangsan switches to the second firm.
    const zhangsan = await signIn(app, 'zhangsan');
    const firm1002 = await firmIdOf(app, '1002');
    await app.inject({
      method: 'POST',
      url: '/api/upms/role/choose',
      query: { firmId: String(firm1002), userId: String(zhangsan.userId) },
      headers: { authorization: zhangsan.authorization },
    });
    const inFirm = await page(app, authorization, { firmId: firm1002 });
    expect(inFirm.records.map(({ event, firmId }) => [event, firmId])).toEqual([
      ['firm.switch', firm1002],
    ]);
  });

  it('pages by cursor through a long trail with no record twice and none missed', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'auditor');
    for (let index = 0; index < 60; index += 1) {
      await app.repositories.audit.append({
        occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, index)),
        event: index % 3 === 0 ? 'auth.sign-out' : 'session.end',
        result: 'success',
        userId: 1_000 + (index % 2),
        clientAddress: '192.0.2.1',
        userAgent: 'test',
        requestId: `request-${index}`,
      });
    }
    const expected = (
      await app.db.selectFrom('audit_events').select('id').orderBy('id', 'desc').execute()
    ).map(({ id }) => Number(id));

    const { records, pages } = await allPages(app, authorization, { limit: 7 });
    expect(records.map((record) => record.id)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));

    const signOuts = await allPages(app, authorization, { event: 'auth.sign-out', limit: 3 });
    expect(signOuts.records).toHaveLength(20);
    expect(new Set(signOuts.records.map((record) => record.id)).size).toBe(20);
    const ids = signOuts.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const oneUser = await allPages(app, authorization, {
      userId: 1_001,
      event: 'session.end',
      limit: 4,
    });
    expect(oneUser.records.map((record) => record.requestId)).toEqual(
      Array.from({ length: 60 }, (_, index) => index)
        .filter((index) => index % 2 === 1 && index % 3 !== 0)
        .reverse()
        .map((index) => `request-${index}`),
    );
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'auditor');
    for (const [field, value] of [
      ['event', 'DROP TABLE'],
      ['result', 'maybe'],
      ['from', 'yesterday'],
      ['to', '2026-11-26 08:00'],
      ['limit', 1_000],
      ['cursor', -1],
      ['userId', 'lisi'],
    ] as const) {
      const response = await get(app, authorization, '/api/audit/events', { [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().msg).toContain(field);
    }
  });

  it('is not recorded itself: reading the trail adds nothing to it', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'auditor');
    const before = await app.db.selectFrom('audit_events').select('id').execute();
    await page(app, authorization);
    await page(app, authorization, { event: 'auth.sign-in' });
    expect(await app.db.selectFrom('audit_events').select('id').execute()).toEqual(before);
  });
});

describe('the auditors’ API and the other duties', () => {
  it.each(['zhangsan', 'sysadmin', 'secadmin'])(
    'refuses %s with 403 in the user’s language, recorded as access.refused',
    async (username) => {
      const app = await buildTestApp();
      const { authorization, userId } = await signIn(app, username);
      for (const url of ['/api/audit/events', '/api/audit/events.csv', '/api/audit/verify']) {
        const english = await get(app, authorization, url);
        expect(english.statusCode).toBe(403);
        expect(english.json()).toEqual({
          code: 1,
          msg: 'Only an auditor may use this',
          data: null,
        });
      }
      const chinese = await app.inject({
        url: '/api/audit/events',
        headers: { authorization, 'accept-language': 'zh-CN' },
      });
      expect(chinese.json().msg).toBe('该功能仅限审计管理员使用');

      const refusals = await eventsOf(app, 'access.refused');
      expect(refusals.map((row) => [row.object_id, row.reason, row.user_id])).toEqual([
        ['GET /api/audit/events', 'duty.auditorOnly', userId],
        ['GET /api/audit/events.csv', 'duty.auditorOnly', userId],
        ['GET /api/audit/verify', 'duty.auditorOnly', userId],
        ['GET /api/audit/events', 'duty.auditorOnly', userId],
      ]);
    },
  );

  it('has no route that changes or removes a record: reading, exporting and checking only', async () => {
    const app = await buildTestApp();
    const document = (await app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const auditCalls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/audit'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      );
    expect(auditCalls.sort()).toEqual([
      'get /api/audit/events',
      'get /api/audit/events.csv',
      'get /api/audit/verify',
    ]);
    // Nor does any other route name the trail's tables: only the audit plugin appends.
    const writers = Object.keys(document.paths).filter((path) => /audit/i.test(path));
    expect(writers.every((path) => path.startsWith('/api/audit/'))).toBe(true);
  });
});

describe('GET /api/upms/user/duty', () => {
  it('tells each user their duty, and most users that they have none', async () => {
    const app = await buildTestApp();
    for (const [username, duty] of [
      ['auditor', 'auditor'],
      ['sysadmin', 'system_admin'],
      ['secadmin', 'security_admin'],
      ['zhangsan', null],
    ] as const) {
      const { authorization } = await signIn(app, username);
      const response = await get(app, authorization, '/api/upms/user/duty');
      expect(response.json().data).toEqual({ duty });
    }
  });
});

describe('GET /api/audit/events.csv', () => {
  it('streams the filtered records as a CSV file for Excel, and records the export', async () => {
    const clock = createTestClock(new Date('2026-11-26T08:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    await expect(signIn(app, '=cmd|"/c calc"!A1', 'x')).rejects.toThrow(/401/);
    await signIn(app, 'lisi');
    const { authorization, userId } = await signIn(app, 'auditor');

    const response = await get(app, authorization, '/api/audit/events.csv', {
      event: 'auth.sign-in',
      result: 'failure',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-events-20261126T080000Z.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,occurred_at,event,result,reason,user_id,username,firm_id,object_type,object_id,client_address,user_agent,request_id,details,prev_hash,hash',
    );
    expect(lines[1]).toMatch(
      /^1,2026-11-26T08:00:00\.000Z,auth\.sign-in,failure,auth\.badCredentials,,"'=cmd\|""\/c calc""!A1",,,,/,
    );
    expect(lines.slice(2)).toEqual(['']);

    const [exported] = await eventsOf(app, 'audit.export');
    expect(exported).toMatchObject({
      result: 'success',
      user_id: userId,
      details: '{"event":"auth.sign-in","result":"failure"}',
    });
  });

  it('pages through the database for a file longer than a page', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'auditor');
    for (let index = 0; index < 1_005; index += 1) {
      await app.repositories.audit.append({
        occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, 0, index)),
        event: 'session.end',
        result: 'success',
        clientAddress: '192.0.2.1',
        userAgent: 'test',
        requestId: `request-${index}`,
      });
    }
    const response = await get(app, authorization, '/api/audit/events.csv', {
      event: 'session.end',
    });
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1_006);
    expect(lines[1]).toContain('request-1004');
    expect(lines.at(-1)).toContain('request-0');
  });
});

describe('GET /api/audit/verify', () => {
  it('says the trail is intact, then names a record changed in SQL, and records each check', async () => {
    const app = await buildTestApp();
    await signIn(app, 'lisi');
    const { authorization } = await signIn(app, 'auditor');

    const intact = await get(app, authorization, '/api/audit/verify');
    expect(intact.json().data).toEqual({ ok: true, count: 2, checkpoint: null });

    await sql`update audit_events set result = 'failure' where id = 1`.execute(app.db);
    const broken = await get(app, authorization, '/api/audit/verify');
    expect(broken.json().data).toMatchObject({
      ok: false,
      id: 1,
      problem: 'changed',
      found: { id: 1, event: 'auth.sign-in' },
      intact: 0,
      breaks: [{ id: 1, problem: 'changed', found: { id: 1, event: 'auth.sign-in' } }],
      breakCount: 1,
    });

    // A check that finds the trail broken is recorded as a failure, naming what it found.
    const checks = await eventsOf(app, 'audit.verify');
    expect(checks.map(({ result, reason, details }) => [result, reason, details])).toEqual([
      ['success', null, '{"count":2,"ok":true}'],
      ['failure', 'changed', '{"breaks":1,"id":1,"ok":false,"problem":"changed"}'],
    ]);
  });

  it('checks from the newest checkpoint once the retention purge has run', async () => {
    const clock = createTestClock(new Date('2026-06-01T00:00:00.000Z'));
    const app = await buildTestApp({}, { clock });
    await signIn(app, 'lisi');
    clock.advanceSeconds(181 * 86_400);
    const { authorization } = await signIn(app, 'auditor');
    await app.retention.runIfDue();

    const verified = await get(app, authorization, '/api/audit/verify');
    expect(verified.json().data).toEqual({
      ok: true,
      count: 2,
      checkpoint: { id: 1, lastPurgedId: 1, purgedAt: clock.now().toISOString() },
    });
  });
});
