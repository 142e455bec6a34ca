import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { passwordGrant, signIn } from '../../../testing/build-test-app';
import { proveIdentity } from '../../../testing/prove-identity';
import { appWithMetrics, scrape, valueOf } from './metrics-test-support';

/** Gives the signed-in user an authenticator app: from now on a password asks for its code. */
async function enrolAuthenticatorApp(app: FastifyInstance, authorization: string) {
  await proveIdentity(app, authorization);
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const started = await post('/api/upms/user/totp/start', {});
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await post('/api/upms/user/totp/confirm', { code })).statusCode).toBe(200);
}

describe('portal_sign_ins_total', () => {
  it('counts every sign-in attempt of the token call by its outcome', async () => {
    const { app, metricsUrl } = await appWithMetrics({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
    const signIns = async () => {
      const metrics = await scrape(metricsUrl);
      return Object.fromEntries(
        ['success', 'second-factor-required', 'failure', 'too-many-attempts'].map((outcome) => [
          outcome,
          valueOf(metrics, 'portal_sign_ins_total', { outcome }),
        ]),
      );
    };
    expect(await signIns()).toEqual({
      success: 0,
      'second-factor-required': 0,
      failure: 0,
      'too-many-attempts': 0,
    });

    const { authorization } = await signIn(app, 'zhangsan');
    await enrolAuthenticatorApp(app, authorization);
    expect((await passwordGrant(app, 'zhangsan')).json<{ code: number }>().code).toBe(4011);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await passwordGrant(app, 'lisi', { password: 'wrong' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const badClient = await passwordGrant(app, 'wangwu', {
      headers: { authorization: `Basic ${Buffer.from('portal:wrong').toString('base64')}` },
    });
    expect(badClient.statusCode).toBe(401);

    expect(await signIns()).toEqual({
      success: 1,
      'second-factor-required': 1,
      failure: 4,
      'too-many-attempts': 1,
    });
  });
});
