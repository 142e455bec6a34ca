import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { createTestClock } from '../../testing/test-clock';
import { proveIdentity } from '../../testing/prove-identity';

const day = 86_400;

function passwordStatus(app: FastifyInstance, authorization: string) {
  return app.inject({ url: '/api/upms/user/passwordStatus', headers: { authorization } });
}

describe('GET /api/upms/user/passwordStatus', () => {
  it('lets a password last under the default policy', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');

    const response = await passwordStatus(app, authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ expiresAt: null, isExpired: false });
  });

  it('expires a password 90 days after it was set under the MLPS policy, until it is changed', async () => {
    const clock = createTestClock(new Date('2026-11-02T01:00:00.000Z'));
    const app = await buildTestApp({ PASSWORD_POLICY: 'mlps' }, { clock });
    await app.db
      .updateTable('users')
      .set({ password_changed_at: '2026-08-04T01:00:00.000Z' })
      .where('username', '=', 'lisi')
      .execute();
    const { authorization } = await signIn(app, 'lisi');

    expect((await passwordStatus(app, authorization)).json().data).toEqual({
      changedAt: '2026-08-04T01:00:00.000Z',
      expiresAt: '2026-11-02T01:00:00.000Z',
      isExpired: true,
    });

    await proveIdentity(app, authorization);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/upms/user/editPassword',
      headers: { authorization },
      payload: { newPassword: 'Xq7#kLm2pW' },
    });
    expect(changed.json().data).toBe(true);
    expect((await passwordStatus(app, authorization)).json().data).toEqual({
      changedAt: '2026-11-02T01:00:00.000Z',
      expiresAt: '2027-01-31T01:00:00.000Z',
      isExpired: false,
    });
    clock.advanceSeconds(90 * day - 1);
    const later = await signIn(app, 'lisi', 'Xq7#kLm2pW');
    expect((await passwordStatus(app, later.authorization)).json().data.isExpired).toBe(false);
  });
});
