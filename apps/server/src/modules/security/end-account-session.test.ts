import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';

const endSession = (app: FastifyInstance, authorization: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/security/users/endSession',
    headers: { authorization, 'accept-language': 'en' },
    payload,
  });

const whoAmI = (app: FastifyInstance, authorization: string) =>
  app.inject({ url: '/api/upms/user/sessions', headers: { authorization } });

/** The id of a signed-in session: its token's row. */
const sessionIdOf = async (app: FastifyInstance, userId: number) =>
  (await app.repositories.accessTokens.listLive(userId, new Date())).map((session) => session.id);

const recordsOf = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_events')
    .select(['result', 'reason', 'username', 'object_type', 'object_id', 'details'])
    .where('event', '=', 'session.end-by-admin')
    .orderBy('id')
    .execute();

describe('ending one session of a user', () => {
  it('ends the chosen session on every instance, leaves the other, and records which', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const laptop = await signIn(first, 'lisi');
    const [laptopSession] = await sessionIdOf(first, laptop.userId);
    const phone = await signIn(second, 'lisi');
    const secadmin = await signIn(second, 'secadmin');

    const ended = await endSession(first, secadmin.authorization, {
      userId: laptop.userId,
      sessionId: laptopSession,
      reason: 'Laptop reported stolen',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toEqual({ ended: 1 });

    for (const instance of [first, second]) {
      const refused = await whoAmI(instance, laptop.authorization);
      expect(refused.statusCode).toBe(401);
      // The window's session watch says who ended it.
      expect(refused.json().msg).toBe('安全管理员已结束您的会话，请重新登录');
      expect((await whoAmI(instance, phone.authorization)).statusCode).toBe(200);
    }

    const [record] = await recordsOf(first);
    expect(record).toMatchObject({
      result: 'success',
      username: 'secadmin',
      object_type: 'user',
      object_id: String(laptop.userId),
    });
    expect(JSON.parse(record?.details ?? '{}')).toEqual({
      username: 'lisi',
      session: laptopSession,
      ended: 1,
      reason: 'Laptop reported stolen',
    });

    // Ended already: there is no such live session any more.
    const again = await endSession(second, secadmin.authorization, {
      userId: laptop.userId,
      sessionId: laptopSession,
      reason: 'Again',
    });
    expect([again.statusCode, again.json().msg]).toEqual([
      404,
      'The session does not exist or has ended',
    ]);
  });

  it("refuses a session of another user named under the user's id, ending nothing", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const [zhangsanSession] = await sessionIdOf(app, zhangsan.userId);
    const secadmin = await signIn(app, 'secadmin');
    const [secadminSession] = await sessionIdOf(app, secadmin.userId);

    for (const sessionId of [zhangsanSession, secadminSession, 999_999]) {
      const refused = await endSession(app, secadmin.authorization, {
        userId: lisi.userId,
        sessionId,
        reason: 'Mismatched',
      });
      expect(refused.statusCode, String(sessionId)).toBe(404);
    }
    for (const session of [lisi, zhangsan, secadmin]) {
      expect((await whoAmI(app, session.authorization)).statusCode).toBe(200);
    }
    expect(await recordsOf(app)).toEqual([]);
  });

  it('refuses ending one’s own session this way, and records the refusal', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const [own] = await sessionIdOf(app, secadmin.userId);
    const refused = await endSession(app, secadmin.authorization, {
      userId: secadmin.userId,
      sessionId: own,
      reason: 'test',
    });
    expect([refused.statusCode, refused.json().msg]).toEqual([
      400,
      'You cannot do this to your own account',
    ]);
    expect((await whoAmI(app, secadmin.authorization)).statusCode).toBe(200);
    expect(
      (await recordsOf(app)).map((record) => [
        record.result,
        record.reason,
        JSON.parse(record.details ?? '{}'),
      ]),
    ).toEqual([
      ['refused', 'security.notOnYourself', { username: 'secadmin', session: own, reason: 'test' }],
    ]);
  });

  it('answers 403 to anyone without the security administrator duty, and 400 to bad input', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const [lisiSession] = await sessionIdOf(app, lisi.userId);
    for (const username of ['zhangsan', 'sysadmin', 'auditor']) {
      const { authorization } = await signIn(app, username);
      const refused = await endSession(app, authorization, {
        userId: lisi.userId,
        sessionId: lisiSession,
        reason: 'x',
      });
      expect(refused.statusCode, username).toBe(403);
    }
    const { authorization } = await signIn(app, 'secadmin');
    for (const [payload, field] of [
      [{ userId: lisi.userId, reason: 'x' }, 'sessionId'],
      [{ userId: lisi.userId, sessionId: String(lisiSession), reason: 'x' }, 'sessionId'],
      [{ userId: lisi.userId, sessionId: lisiSession }, 'reason'],
    ] as const) {
      const response = await endSession(app, authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect((await whoAmI(app, lisi.authorization)).statusCode).toBe(200);
    expect(await recordsOf(app)).toEqual([]);
  });
});
