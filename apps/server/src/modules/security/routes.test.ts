import type { SecurityUser, SecurityUsersPage } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { userIdOf } from '../../testing/demo-lookups';
import { buildInstancesOnOneDatabase } from '../../testing/instances-on-one-database';
import { proveIdentity } from '../../testing/prove-identity';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function get(
  app: FastifyInstance,
  authorization: string,
  url: string,
  query: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    query,
    headers: { authorization, 'accept-language': 'en' },
  });
}

function post(app: FastifyInstance, authorization: string, action: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/security/users/${action}`,
    headers: { authorization, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
}

async function search(
  app: FastifyInstance,
  authorization: string,
  query: Record<string, string> = {},
) {
  const response = await get(app, authorization, '/api/security/users', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SecurityUsersPage }>().data;
}

const whoAmI = (app: FastifyInstance, authorization: string) =>
  app.inject({ url: '/api/upms/user/sessions', headers: { authorization } });

const eventsOf = (app: FastifyInstance, event: string) =>
  app.db.selectFrom('audit_events').selectAll().where('event', '=', event).orderBy('id').execute();

describe('the security administrators’ accounts', () => {
  it('finds accounts by username or display name, with firms, duty, live sessions and last sign-in', async () => {
    const app = await buildTestApp();
    await signIn(app, 'lisi');
    await signIn(app, 'lisi');
    const { authorization } = await signIn(app, 'secadmin');

    const lisi = (await search(app, authorization, { query: 'LISI' })).users;
    expect(lisi).toHaveLength(1);
    expect(lisi[0]).toMatchObject<Partial<SecurityUser>>({
      username: 'lisi',
      status: 'active',
      duty: null,
      liveSessions: 2,
    });
    expect(lisi[0]?.firms.length).toBeGreaterThan(0);
    expect(lisi[0]?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const byName = (await search(app, authorization, { query: '审计' })).users;
    expect(byName.map((user) => [user.username, user.duty])).toEqual([['auditor', 'auditor']]);

    // Every account, page after page by username, none twice.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SecurityUsersPage = await search(app, authorization, cursor ? { cursor } : {});
      seen.push(...page.users.map((user) => user.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await app.repositories.users.count());
    expect((await search(app, authorization, { query: '100%_' })).users).toEqual([]);
  });

  it("lists a user's live sessions with device and address", async () => {
    const app = await buildTestApp();
    await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      remoteAddress: '198.51.100.10',
      headers: {
        authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': chrome,
      },
      payload: 'grant_type=password&username=lisi&password=Portal%402026',
    });
    const { authorization } = await signIn(app, 'secadmin');
    const response = await get(app, authorization, '/api/security/users/sessions', {
      userId: String(await userIdOf(app, 'lisi')),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        device: 'Chrome 131 · Windows 10',
        clientAddress: '198.51.100.10',
      }),
    ]);
    const missing = await get(app, authorization, '/api/security/users/sessions', {
      userId: '999999',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('ends every session of a user at once, refused at the next request on every instance, and records it', async () => {
    const [first, second] = await buildInstancesOnOneDatabase(2);
    if (!first || !second) throw new Error('two instances');
    const phone = await signIn(first, 'lisi');
    const desk = await signIn(second, 'lisi');
    const zhangsan = await signIn(first, 'zhangsan');
    const { authorization } = await signIn(second, 'secadmin');

    const response = await post(first, authorization, 'endSessions', {
      userId: phone.userId,
      reason: 'Laptop reported stolen',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ended: 2 });

    for (const [instance, session] of [
      [first, phone],
      [second, phone],
      [first, desk],
      [second, desk],
    ] as const) {
      expect((await whoAmI(instance, session.authorization)).statusCode).toBe(401);
    }
    expect((await whoAmI(second, zhangsan.authorization)).statusCode).toBe(200);
    expect((await whoAmI(first, authorization)).statusCode).toBe(200);

    const [record] = await eventsOf(first, 'session.end-by-admin');
    expect(record).toMatchObject({
      result: 'success',
      username: 'secadmin',
      object_type: 'user',
      object_id: String(phone.userId),
    });
    expect(JSON.parse(record?.details ?? '{}')).toEqual({
      username: 'lisi',
      ended: 2,
      reason: 'Laptop reported stolen',
    });
  });

  it('disables an account, revoking its tokens and refusing its sign-in like a bad password, and enables it', async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    const { authorization } = await signIn(app, 'secadmin');

    const disabled = await post(app, authorization, 'disable', {
      userId: lisi.userId,
      reason: 'Left the firm',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toEqual({ ended: 1 });
    expect((await whoAmI(app, lisi.authorization)).statusCode).toBe(401);
    const revoked = await app.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('user_id', '=', lisi.userId)
      .execute();
    expect(revoked.every((token) => token.revoked_at !== null)).toBe(true);
    await expect(signIn(app, 'lisi')).rejects.toThrow(/401.*(用户名或密码错误|Incorrect)/);
    expect((await search(app, authorization, { query: 'lisi' })).users[0]?.status).toBe('disabled');

    const enabled = await post(app, authorization, 'enable', {
      userId: lisi.userId,
      reason: 'Back',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await whoAmI(app, (await signIn(app, 'lisi')).authorization)).statusCode).toBe(200);

    const records = [
      ...(await eventsOf(app, 'account.disable')),
      ...(await eventsOf(app, 'account.enable')),
    ];
    expect(
      records.map((record) => [record.event, record.result, JSON.parse(record.details ?? '{}')]),
    ).toEqual([
      [
        'account.disable',
        'success',
        {
          username: 'lisi',
          ended: 1,
          statusBefore: 'active',
          statusAfter: 'disabled',
          reason: 'Left the firm',
        },
      ],
      [
        'account.enable',
        'success',
        { username: 'lisi', statusBefore: 'disabled', statusAfter: 'active', reason: 'Back' },
      ],
    ]);
  });

  it('refuses an action on oneself and disabling a duty holder, and records the refusal', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const auditorId = await userIdOf(app, 'auditor');

    const self = await post(app, secadmin.authorization, 'endSessions', {
      userId: secadmin.userId,
      reason: 'test',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('You cannot do this to your own account');
    expect(
      (await post(app, secadmin.authorization, 'disable', { userId: secadmin.userId, reason: 'x' }))
        .statusCode,
    ).toBe(400);

    const dutyHolder = await post(app, secadmin.authorization, 'disable', {
      userId: auditorId,
      reason: 'x',
    });
    expect(dutyHolder.statusCode).toBe(400);
    expect(dutyHolder.json().msg).toMatch(/separation of duties/);
    expect((await app.repositories.users.findById(auditorId))?.status).toBe(1);

    const missing = await post(app, secadmin.authorization, 'disable', {
      userId: 999_999,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);

    expect(
      (await eventsOf(app, 'account.disable')).map((record) => [record.result, record.reason]),
    ).toEqual([
      ['refused', 'security.notOnYourself'],
      ['refused', 'security.dutyHolder'],
    ]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'secadmin');
    const lisiId = await userIdOf(app, 'lisi');
    for (const [payload, field] of [
      [{ userId: lisiId }, 'reason'],
      [{ userId: lisiId, reason: '   ' }, 'reason'],
      [{ userId: lisiId, reason: 'x'.repeat(201) }, 'reason'],
      [{ userId: String(lisiId), reason: 'x' }, 'userId'],
      [{ reason: 'x' }, 'userId'],
    ] as const) {
      const response = await post(app, authorization, 'endSessions', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect(
      (await get(app, authorization, '/api/security/users/sessions', { userId: 'lisi' }))
        .statusCode,
    ).toBe(400);
    expect((await app.repositories.accessTokens.listLive(lisiId, new Date())).length).toBe(0);
  });

  it('answers 403 to anyone without the security administrator duty', async () => {
    const app = await buildTestApp();
    const lisiId = await userIdOf(app, 'lisi');
    const lisi = await signIn(app, 'lisi');
    for (const username of ['zhangsan', 'sysadmin', 'auditor']) {
      const { authorization } = await signIn(app, username);
      const listed = await get(app, authorization, '/api/security/users');
      expect(listed.statusCode, username).toBe(403);
      expect(listed.json().msg).toBe('Only a security administrator may use this');
      const ended = await post(app, authorization, 'endSessions', { userId: lisiId, reason: 'x' });
      expect(ended.statusCode, username).toBe(403);
    }
    expect((await whoAmI(app, lisi.authorization)).statusCode).toBe(200);
    expect(await eventsOf(app, 'session.end-by-admin')).toEqual([]);
  });

  it("resets a user's second factors, after which the password alone signs them in, and records what was removed", async () => {
    const app = await buildTestApp();
    const lisi = await signIn(app, 'lisi');
    // lisi adds a passkey, as in personal settings; then lisi's password alone no longer signs in.
    await proveIdentity(app, lisi.authorization);
    const authenticator = createSoftwareAuthenticator();
    const options = await app.inject({
      method: 'POST',
      url: '/api/upms/user/passkeys/registration/options',
      headers: { authorization: lisi.authorization },
    });
    const { challengeId, options: creation } = options.json().data;
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/upms/user/passkeys/registration',
      headers: { authorization: lisi.authorization },
      payload: { challengeId, credential: authenticator.register(creation) },
    });
    expect(enrolled.statusCode).toBe(200);
    await expect(signIn(app, 'lisi')).rejects.toThrow(/401/);
    // And an authenticator app with its recovery codes, one of them used.
    const now = new Date().toISOString();
    await app.db
      .insertInto('totp_secrets')
      .values({ user_id: lisi.userId, secret: 'v1.x', created_at: now, confirmed_at: now })
      .execute();
    await app.db
      .insertInto('recovery_codes')
      .values(
        ['a', 'b', 'c'].map((code, index) => ({
          user_id: lisi.userId,
          code_hash: code,
          created_at: now,
          used_at: index === 0 ? now : null,
        })),
      )
      .execute();

    const secadmin = await signIn(app, 'secadmin');
    const reset = await post(app, secadmin.authorization, 'resetFactors', {
      userId: lisi.userId,
      reason: 'Phone lost',
    });
    expect(reset.json()).toEqual({
      code: 0,
      msg: '',
      data: { passkeys: 1, totp: true, recoveryCodes: 2 },
    });
    for (const table of ['passkeys', 'totp_secrets', 'recovery_codes'] as const) {
      expect(
        await app.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', lisi.userId)
          .execute(),
        table,
      ).toEqual([]);
    }
    await expect(signIn(app, 'lisi')).resolves.toBeDefined();
    // lisi's sessions stay.
    expect((await whoAmI(app, lisi.authorization)).statusCode).toBe(200);

    const [record] = await eventsOf(app, 'second-factor.reset');
    expect(record).toMatchObject({
      result: 'success',
      username: 'secadmin',
      object_type: 'user',
      object_id: String(lisi.userId),
    });
    expect(JSON.parse(record?.details ?? 'null')).toEqual({
      username: 'lisi',
      passkeys: 1,
      totp: true,
      recoveryCodes: 2,
      reason: 'Phone lost',
    });
  });

  it('unlocks an account locked by failed sign-ins, and records the failures cleared', async () => {
    const app = await buildTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(signIn(app, 'lisi', 'Wrong#Guess1')).rejects.toThrow(/401/);
    }
    await expect(signIn(app, 'lisi')).rejects.toThrow(/429/);

    const secadmin = await signIn(app, 'secadmin');
    const lisiId = await userIdOf(app, 'lisi');
    const unlocked = await post(app, secadmin.authorization, 'unlock', {
      userId: lisiId,
      reason: 'Called the help desk',
    });
    expect(unlocked.json()).toEqual({ code: 0, msg: '', data: { failures: 3 } });
    await expect(signIn(app, 'lisi')).resolves.toBeDefined();
    // An account that was not locked: nothing to clear.
    const again = await post(app, secadmin.authorization, 'unlock', {
      userId: lisiId,
      reason: 'Checked',
    });
    expect(again.json().data).toEqual({ failures: 0 });

    expect(
      (await eventsOf(app, 'account.unlock')).map((record) => [
        record.result,
        JSON.parse(record.details ?? 'null'),
      ]),
    ).toEqual([
      ['success', { username: 'lisi', failures: 3, reason: 'Called the help desk' }],
      ['success', { username: 'lisi', failures: 0, reason: 'Checked' }],
    ]);
  });

  it('refuses resetting or unlocking oneself, and anyone without the duty, and records it', async () => {
    const app = await buildTestApp();
    const secadmin = await signIn(app, 'secadmin');
    const lisiId = await userIdOf(app, 'lisi');
    for (const action of ['resetFactors', 'unlock']) {
      const self = await post(app, secadmin.authorization, action, {
        userId: secadmin.userId,
        reason: 'x',
      });
      expect(self.statusCode, action).toBe(400);
      expect(self.json().msg).toBe('You cannot do this to your own account');
    }
    expect(
      (await eventsOf(app, 'second-factor.reset')).map((record) => [record.result, record.reason]),
    ).toEqual([['refused', 'security.notOnYourself']]);
    expect(
      (await eventsOf(app, 'account.unlock')).map((record) => [record.result, record.reason]),
    ).toEqual([['refused', 'security.notOnYourself']]);

    await app.db
      .insertInto('passkeys')
      .values({
        credential_id: 'lisi-key',
        user_id: lisiId,
        public_key: 'key',
        sign_count: 0,
        transports: '',
        name: 'Laptop',
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const username of ['zhangsan', 'sysadmin', 'auditor']) {
      const { authorization } = await signIn(app, username);
      for (const action of ['resetFactors', 'unlock']) {
        const refused = await post(app, authorization, action, { userId: lisiId, reason: 'x' });
        expect(refused.statusCode, `${username} ${action}`).toBe(403);
        expect(refused.json().msg).toBe('Only a security administrator may use this');
      }
    }
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
    expect(
      (await eventsOf(app, 'access.refused')).filter(
        (record) => record.reason === 'duty.securityAdminOnly',
      ),
    ).toHaveLength(6);
  });
});
