import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

const recordsOf = (app: FastifyInstance) =>
  app.db.selectFrom('audit_events').select(['event', 'result', 'firm_id']).orderBy('id').execute();

describe('the firm each audit record names', () => {
  it('is the one the caller acts in: their first until they choose one, then the one chosen', async () => {
    const app = await buildTestApp();
    const { authorization, userId } = await signIn(app, 'zhangsan');
    const firms = await app.db
      .selectFrom('user_firms')
      .select('firm_id')
      .where('user_id', '=', userId)
      .orderBy('firm_id')
      .execute();
    const [first, second] = firms.map(({ firm_id }) => firm_id);
    if (first === undefined || second === undefined) throw new Error('two firms expected');
    const lockMissing = () =>
      app.inject({
        url: '/api/fftask/pcSchedule/addLock?id=2000000000',
        headers: { authorization },
      });

    expect((await lockMissing()).statusCode).toBe(404);
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/upms/role/choose?firmId=${second}&userId=${userId}`,
      headers: { authorization },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await lockMissing()).statusCode).toBe(404);
    await app.inject({
      method: 'DELETE',
      url: '/api/auth/token/logout',
      headers: { authorization },
    });

    expect(await recordsOf(app)).toEqual([
      { event: 'auth.sign-in', result: 'success', firm_id: first },
      { event: 'access.refused', result: 'refused', firm_id: first },
      { event: 'firm.switch', result: 'success', firm_id: second },
      { event: 'access.refused', result: 'refused', firm_id: second },
      { event: 'auth.sign-out', result: 'success', firm_id: second },
    ]);
  });

  it('is empty where no one acts in a firm: a failed sign-in', async () => {
    const app = await buildTestApp();
    await expect(signIn(app, 'zhangsan', 'Wrong#1')).rejects.toThrow();
    expect(await recordsOf(app)).toEqual([
      { event: 'auth.sign-in', result: 'failure', firm_id: null },
    ]);
  });
});
