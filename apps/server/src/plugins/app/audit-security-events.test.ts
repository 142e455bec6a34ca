// The security events of the audit trail beyond sign-ins and refusals: expiry of a session, the
// lock screen, tokens revoked by a password change, edit locks, and the 404 of hidden objects.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { proveIdentity } from '../../testing/prove-identity';
import { createTestClock } from '../../testing/test-clock';

const recordsOf = (app: FastifyInstance, event: string) =>
  app.db.selectFrom('audit_events').selectAll().where('event', '=', event).orderBy('id').execute();

/** A GET or POST to /api/fftask as someone. */
const call = (
  app: FastifyInstance,
  who: SignedIn,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/fftask${path}`,
    headers: { authorization: who.authorization },
    ...(payload && { payload }),
  });

/** An app with a clock the test moves, zhangsan and lisi signed in. */
async function calendarTestApp() {
  const clock = createTestClock();
  const app = await buildTestApp({}, { clock });
  return { app, clock, zhangsan: await signIn(app, 'zhangsan'), lisi: await signIn(app, 'lisi') };
}

const scheduleIdOf = async (app: FastifyInstance, title: string) =>
  (
    await app.db
      .selectFrom('schedules')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;

const roleLogin = (app: FastifyInstance, { authorization }: SignedIn) =>
  app.inject({ url: '/api/upms/role/login', headers: { authorization } });

describe('session.expire', () => {
  it('records an idle expiry once, naming the user and the token', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({ CORE_CACHE_TTL_SECONDS: '600' }, { clock });
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    clock.advanceSeconds(600);

    expect((await roleLogin(app, zhangsan)).statusCode).toBe(401);
    expect((await roleLogin(app, zhangsan)).statusCode).toBe(401);

    const records = await recordsOf(app, 'session.expire');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      result: 'success',
      user_id: zhangsan.userId,
      username: 'zhangsan',
      object_type: 'token',
      details: JSON.stringify({ kind: 'idle' }),
    });
    expect(records[0]?.firm_id).toEqual(expect.any(Number));
    // The refusals themselves are of no one signed in: counted, one record for the two.
    expect(await recordsOf(app, 'access.refused')).toHaveLength(0);
    expect(await app.auditRefusals.rollUp({ everything: true })).toBe(1);
    const [counted] = await recordsOf(app, 'access.refused');
    expect(JSON.parse(counted?.details ?? '{}')).toMatchObject({ count: 2 });
    // Lisi's session is idle too, but nothing of it is recorded until it is used.
    expect(lisi.userId).not.toBe(zhangsan.userId);
  });

  it('records an absolute expiry once, and not again when the session has also gone idle', async () => {
    const clock = createTestClock();
    const app = await buildTestApp(
      { TOKEN_TTL_SECONDS: '3600', CORE_CACHE_TTL_SECONDS: '7200' },
      { clock },
    );
    const zhangsan = await signIn(app);
    clock.advanceSeconds(3600);
    expect((await roleLogin(app, zhangsan)).statusCode).toBe(401);
    clock.advanceSeconds(7200);
    expect((await roleLogin(app, zhangsan)).statusCode).toBe(401);

    const records = await recordsOf(app, 'session.expire');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      user_id: zhangsan.userId,
      username: 'zhangsan',
      details: JSON.stringify({ kind: 'absolute' }),
    });
  });

  it('records nothing of a revoked or unknown token', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization: zhangsan.authorization },
    });
    expect((await roleLogin(app, zhangsan)).statusCode).toBe(401);
    const stranger = { ...zhangsan, authorization: 'Bearer not-a-token' };
    expect((await roleLogin(app, stranger)).statusCode).toBe(401);
    expect(await recordsOf(app, 'session.expire')).toEqual([]);
  });
});

describe('session.lock and session.unlock', () => {
  const lockEvent = (app: FastifyInstance, who: SignedIn | null, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/upms/user/lockEvent',
      headers: who ? { authorization: who.authorization } : {},
      payload,
    });

  it('records the lock, a wrong lock password and the unlock, with the method', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);

    for (const payload of [
      { event: 'lock', result: 'success' },
      { event: 'unlock', result: 'failure' },
      { event: 'unlock', result: 'success' },
    ]) {
      const response = await lockEvent(app, zhangsan, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 0, data: true });
    }

    const locks = await recordsOf(app, 'session.lock');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({
      result: 'success',
      reason: null,
      user_id: zhangsan.userId,
      object_type: 'token',
      details: JSON.stringify({ method: 'lock-password' }),
    });
    const unlocks = await recordsOf(app, 'session.unlock');
    expect(unlocks.map((record) => [record.result, record.reason, record.details])).toEqual([
      ['failure', 'lock.wrongPassword', JSON.stringify({ method: 'lock-password' })],
      ['success', null, JSON.stringify({ method: 'lock-password' })],
    ]);
  });

  it('refuses a bad event with 400 and a caller without a token with 401, recording no lock', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const bad = await lockEvent(app, zhangsan, { event: 'open', result: 'success' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('event');
    expect((await lockEvent(app, null, { event: 'lock', result: 'success' })).statusCode).toBe(401);
    expect(await recordsOf(app, 'session.lock')).toEqual([]);
  });
});

describe('token.revoke', () => {
  it("records the user's other tokens revoked by a password change, with their count", async () => {
    const app = await buildTestApp();
    const laptop = await signIn(app);
    await signIn(app);
    await signIn(app);

    await proveIdentity(app, laptop.authorization);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/upms/user/editPassword',
      headers: { authorization: laptop.authorization },
      payload: { newPassword: 'Lantern-Orchard-58' },
    });
    expect(changed.statusCode).toBe(200);

    const records = await recordsOf(app, 'token.revoke');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      result: 'success',
      reason: 'password.change',
      user_id: laptop.userId,
      object_type: 'user',
      object_id: String(laptop.userId),
      details: JSON.stringify({ count: 2 }),
    });
  });
});

describe('edit-lock.take and edit-lock.lose', () => {
  const title = '客户尽调：华东精密制造';
  const saveBody = (id: number, version: number) => ({
    id,
    version,
    title: '客户尽调（改期）',
    content: '',
    location: '苏州',
    startTime: '2026-03-03T09:00:00+08:00',
    endTime: '2026-03-03T11:00:00+08:00',
    participantIds: [],
  });

  it('records a lock taken, one refused, and a save refused once the lock was lost', async () => {
    const { app, clock, zhangsan, lisi } = await calendarTestApp();
    const id = await scheduleIdOf(app, title);

    expect((await call(app, zhangsan, 'GET', `/pcSchedule/addLock?id=${id}`)).statusCode).toBe(200);
    expect((await call(app, lisi, 'GET', `/pcSchedule/addLock?id=${id}`)).statusCode).toBe(409);
    clock.advanceSeconds(121);
    expect((await call(app, lisi, 'GET', `/pcSchedule/addLock?id=${id}`)).statusCode).toBe(200);
    const save = await call(app, zhangsan, 'POST', '/pcSchedule/updateSchedule', saveBody(id, 1));
    expect(save.statusCode).toBe(409);

    const takes = await recordsOf(app, 'edit-lock.take');
    expect(takes.map((record) => [record.user_id, record.result, record.reason])).toEqual([
      [zhangsan.userId, 'success', null],
      [lisi.userId, 'refused', 'fftask.lockHeld'],
      [lisi.userId, 'success', null],
    ]);
    expect(takes[0]).toMatchObject({ object_type: 'schedule', object_id: String(id) });
    const losses = await recordsOf(app, 'edit-lock.lose');
    expect(losses).toHaveLength(1);
    expect(losses[0]).toMatchObject({
      user_id: zhangsan.userId,
      result: 'refused',
      reason: 'fftask.lockHeld',
      object_type: 'schedule',
      object_id: String(id),
    });
  });

  it('records a save refused without any lock', async () => {
    const { app, zhangsan } = await calendarTestApp();
    const id = await scheduleIdOf(app, title);
    const save = await call(app, zhangsan, 'POST', '/pcSchedule/updateSchedule', saveBody(id, 1));
    expect(save.statusCode).toBe(409);
    const losses = await recordsOf(app, 'edit-lock.lose');
    expect(losses.map((record) => record.reason)).toEqual(['fftask.lockNotHeld']);
  });
});

describe('the 404 of an object hidden or missing', () => {
  it('is recorded as a refused access with its message key and status, once', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const schedule = await call(app, zhangsan, 'GET', '/pcSchedule/addLock?id=2000000000');
    expect(schedule.statusCode).toBe(404);

    const records = await recordsOf(app, 'access.refused');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      result: 'refused',
      reason: 'fftask.scheduleNotFound',
      user_id: zhangsan.userId,
      object_type: 'request',
      object_id: 'GET /api/fftask/pcSchedule/addLock',
      details: JSON.stringify({ status: 404 }),
    });
  });

  it('is not recorded twice when its route records the refusal itself', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const switched = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=999999&userId=${zhangsan.userId}`,
      headers: { authorization: zhangsan.authorization },
    });
    expect(switched.statusCode).toBe(404);
    expect(await recordsOf(app, 'firm.switch')).toHaveLength(1);
    expect(await recordsOf(app, 'access.refused')).toEqual([]);
  });
});
