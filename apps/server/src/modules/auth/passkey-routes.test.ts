import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, clientAuthorization, signIn } from '../../testing/build-test-app';
import { createSoftwareAuthenticator, strangerKey } from '../../testing/software-authenticator';
import { createTestClock } from '../../testing/test-clock';
import { userIdOf } from '../../testing/demo-lookups';
import { confirmIdentity, proveIdentity } from '../../testing/prove-identity';

type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;
type Ceremony = { challengeId: string; options: { challenge: string; user?: { id: string } } };

const password = 'Portal@2026';

function post(app: FastifyInstance, url: string, authorization: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

function requestToken(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * Registers a passkey on the authenticator for a signed-in user whose session proved them in the
 * last five minutes, as the settings page does.
 */
async function enrol(app: FastifyInstance, authorization: string, authenticator: Authenticator) {
  const options = await post(app, '/api/upms/user/passkeys/registration/options', authorization);
  expect(options.statusCode).toBe(200);
  const { challengeId, options: creation } = options.json<{ data: Ceremony }>().data;
  return post(app, '/api/upms/user/passkeys/registration', authorization, {
    challengeId,
    credential: authenticator.register(creation),
    name: 'Work laptop',
  });
}

/** The options of a sign-in with a passkey, alone or after a password. */
async function signInOptions(app: FastifyInstance, secondFactorToken?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/passkey/options',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(secondFactorToken ? { second_factor_token: secondFactorToken } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Ceremony & { options: { allowCredentials?: { id: string }[] } } }>()
    .data;
}

async function auditRows(app: FastifyInstance, event: string) {
  return app.db
    .selectFrom('audit_events')
    .select(['event', 'result', 'reason', 'username', 'object_type', 'object_id', 'details'])
    .where('event', '=', event)
    .orderBy('id')
    .execute();
}

describe('passkeys', () => {
  it('enrols a passkey in personal settings, lists it and records the enrolment', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();

    const options = await post(
      app,
      '/api/upms/user/passkeys/registration/options',
      zhangsan.authorization,
    );
    const creation = options.json().data.options;
    expect(creation.rp).toEqual({ id: 'localhost', name: 'Portal' });
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const enrolled = await post(
      app,
      '/api/upms/user/passkeys/registration',
      zhangsan.authorization,
      {
        challengeId: options.json().data.challengeId,
        credential: authenticator.register(creation),
      },
    );
    expect(enrolled.statusCode).toBe(200);
    const passkey = enrolled.json().data;
    // Unnamed: named after the device (none in this user agent), else "Passkey" in the language.
    expect(passkey).toEqual({
      id: expect.any(Number),
      name: '通行密钥',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const list = await app.inject({
      url: '/api/upms/user/passkeys',
      headers: { authorization: zhangsan.authorization },
    });
    expect(list.json().data).toEqual([passkey]);
    const stored = await app.db.selectFrom('passkeys').selectAll().execute();
    expect(stored).toMatchObject([
      {
        credential_id: authenticator.credentialId,
        user_id: zhangsan.userId,
        transports: 'internal',
      },
    ]);
    expect(await auditRows(app, 'second-factor.enrol')).toEqual([
      {
        event: 'second-factor.enrol',
        result: 'success',
        reason: null,
        username: 'zhangsan',
        object_type: 'passkey',
        object_id: String(passkey.id),
        details: JSON.stringify({ kind: 'passkey', name: '通行密钥' }),
      },
    ]);
  });

  it('refuses the same authenticator twice, and a registration from another origin', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    expect((await enrol(app, zhangsan.authorization, authenticator)).statusCode).toBe(200);

    const again = await enrol(app, zhangsan.authorization, authenticator);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 1, msg: '该认证器已注册过通行密钥', data: null });

    const options = await post(
      app,
      '/api/upms/user/passkeys/registration/options',
      zhangsan.authorization,
    );
    const { challengeId, options: creation } = options.json().data;
    const phished = await post(
      app,
      '/api/upms/user/passkeys/registration',
      zhangsan.authorization,
      {
        challengeId,
        credential: createSoftwareAuthenticator({ origin: 'https://evil.example' }).register(
          creation,
        ),
      },
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json().msg).toBe('通行密钥验证失败，请重试');
  });

  it('signs in with a passkey alone: options name no credential, the answer is a token', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, authenticator);

    const { challengeId, options } = await signInOptions(app);
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(options)),
      challenge_id: challengeId,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'bearer',
      user_id: zhangsan.userId,
      username: 'zhangsan',
    });
    const [stored] = await app.db.selectFrom('passkeys').selectAll().execute();
    expect(Number(stored?.sign_count)).toBe(1);
    expect(stored?.last_used_at).not.toBeNull();
    const signIns = await auditRows(app, 'auth.sign-in');
    expect(signIns.at(-1)).toMatchObject({
      result: 'success',
      username: 'zhangsan',
      details: JSON.stringify({ grant: 'passkey', method: 'passkey' }),
    });
    expect(signIns[0]?.details).toBe(JSON.stringify({ grant: 'password', method: 'password' }));
  });

  it('asks a user with a passkey to confirm a right password with it, then signs them in', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, authenticator);

    const passwordOnly = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password,
    });
    expect(passwordOnly.statusCode).toBe(401);
    const body = passwordOnly.json();
    expect(body).toEqual({
      code: 4011,
      msg: '请完成第二步验证以登录',
      data: {
        second_factor_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_in: 300,
        methods: ['passkey'],
      },
    });
    const token = body.data.second_factor_token as string;
    // Only its hash is stored.
    const stored = await app.db.selectFrom('second_factor_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const { challengeId, options } = await signInOptions(app, token);
    expect(options.allowCredentials?.map(({ id }) => id)).toEqual([authenticator.credentialId]);
    const fields = {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(options)),
      challenge_id: challengeId,
      second_factor_token: token,
    };
    const confirmed = await requestToken(app, fields);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.username).toBe('zhangsan');
    expect((await auditRows(app, 'auth.sign-in')).at(-1)).toMatchObject({
      result: 'success',
      username: 'zhangsan',
      details: JSON.stringify({ grant: 'passkey', method: 'password+passkey' }),
    });

    // The second-factor token is single use.
    const again = await requestToken(app, fields);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 1, msg: '登录确认已过期，请重新输入密码' });
  });

  it('answers the password grant in English too, and not at all for a wrong password', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    await enrol(app, zhangsan.authorization, createSoftwareAuthenticator());

    const english = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
      },
      payload: `grant_type=password&username=zhangsan&password=${encodeURIComponent(password)}`,
    });
    expect(english.json()).toMatchObject({
      code: 4011,
      msg: 'Confirm the sign-in with your second factor',
    });
    const wrong = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password: 'wrong',
    });
    expect(wrong.json()).toEqual({ code: 1, msg: '用户名或密码错误', data: null });
  });

  it('refuses a wrong signature, counting it as a failed sign-in', async () => {
    const app = await buildTestApp({ LOGIN_FAILURES_PER_ADDRESS: '10' });
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, authenticator);

    const { challengeId, options } = await signInOptions(app);
    const forged = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(options, { signWith: strangerKey() })),
      challenge_id: challengeId,
    });

    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 1, msg: '通行密钥验证失败', data: null });
    expect((await auditRows(app, 'auth.sign-in')).at(-1)).toMatchObject({
      result: 'failure',
      reason: 'auth.badPasskey',
      details: JSON.stringify({ grant: 'passkey', method: 'passkey' }),
    });
    const failures = await app.db.selectFrom('login_failures').selectAll().execute();
    expect(failures.map((row) => row.key)).toContain('address:127.0.0.1');

    // Ten failures from the address: the next sign-in is refused before any check.
    for (let failure = 1; failure < 10; failure += 1) {
      const next = await signInOptions(app);
      await requestToken(app, {
        grant_type: 'passkey',
        credential: JSON.stringify(authenticator.assert(next.options, { signWith: strangerKey() })),
        challenge_id: next.challengeId,
      });
    }
    const next = await signInOptions(app);
    const blocked = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(next.options)),
      challenge_id: next.challengeId,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses a challenge used already, one expired, and one from another origin', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, authenticator);

    const first = await signInOptions(app);
    const assertion = JSON.stringify(authenticator.assert(first.options));
    const fields = {
      grant_type: 'passkey',
      credential: assertion,
      challenge_id: first.challengeId,
    };
    expect((await requestToken(app, fields)).statusCode).toBe(200);
    const replayed = await requestToken(app, fields);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().msg).toBe('通行密钥验证失败');

    const late = await signInOptions(app);
    clock.advanceSeconds(301);
    const expired = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(late.options)),
      challenge_id: late.challengeId,
    });
    expect(expired.statusCode).toBe(401);

    const phished = await signInOptions(app);
    const elsewhere = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(
        authenticator.assert(phished.options, { from: 'https://evil.example' }),
      ),
      challenge_id: phished.challengeId,
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("refuses another user's passkey after a password, and one no user has", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    await proveIdentity(app, zhangsan.authorization);
    await proveIdentity(app, lisi.authorization);
    const zhangsansKey = createSoftwareAuthenticator();
    const lisisKey = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, zhangsansKey);
    await enrol(app, lisi.authorization, lisisKey);

    const challenged = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password,
    });
    const token = challenged.json().data.second_factor_token as string;
    const { challengeId, options } = await signInOptions(app, token);
    const wrongUser = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(lisisKey.assert(options)),
      challenge_id: challengeId,
      second_factor_token: token,
    });
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongUser.json().msg).toBe('通行密钥验证失败');
    expect((await auditRows(app, 'auth.sign-in')).at(-1)).toMatchObject({
      result: 'failure',
      reason: 'auth.badPasskey',
      username: 'zhangsan',
      details: JSON.stringify({ grant: 'passkey', method: 'password+passkey' }),
    });

    const unknown = await signInOptions(app);
    const nobodys = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(createSoftwareAuthenticator().assert(unknown.options)),
      challenge_id: unknown.challengeId,
    });
    expect(nobodys.statusCode).toBe(401);

    const garbled = await requestToken(app, {
      grant_type: 'passkey',
      credential: '{"id":1}',
      challenge_id: unknown.challengeId,
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().msg).toContain('credential');
  });

  it('removes a passkey only after a fresh proof with the passkey, and renames only your own', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();
    const enrolled = await enrol(app, zhangsan.authorization, authenticator);
    const { id } = enrolled.json().data;

    const renamed = await post(app, '/api/upms/user/passkeys/rename', zhangsan.authorization, {
      id,
      name: 'Phone',
    });
    expect(renamed.statusCode).toBe(200);
    const notTheirs = await post(app, '/api/upms/user/passkeys/rename', lisi.authorization, {
      id,
      name: 'Mine',
    });
    expect(notTheirs.statusCode).toBe(404);

    // Five minutes on, the proof no longer serves: the answer names the factor a proof takes.
    clock.advanceSeconds(300);
    const remove = () =>
      post(app, '/api/upms/user/passkeys/remove', zhangsan.authorization, { id });
    const stale = await remove();
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      code: 4032,
      msg: '为保护您的账号，请先确认是您本人再进行此操作',
      data: { methods: ['passkey'] },
    });
    // The password alone does not prove a user who has a passkey; the passkey with it does.
    const passwordOnly = await confirmIdentity(app, zhangsan.authorization);
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json()).toEqual({
      code: 1,
      msg: '请同时完成第二步验证：验证码、恢复码或通行密钥',
      data: { methods: ['passkey'] },
    });
    const check = await post(app, '/api/upms/user/passkeys/verify/options', zhangsan.authorization);
    const { challengeId, options } = check.json().data;
    await proveIdentity(app, zhangsan.authorization, {
      passkey: { challengeId, credential: authenticator.assert(options) },
    });

    await proveIdentity(app, lisi.authorization);
    const byOther = await post(app, '/api/upms/user/passkeys/remove', lisi.authorization, { id });
    expect(byOther.statusCode).toBe(404);
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);

    expect((await remove()).statusCode).toBe(200);
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toEqual([]);
    expect(await auditRows(app, 'second-factor.remove')).toEqual([
      {
        event: 'second-factor.remove',
        result: 'success',
        reason: null,
        username: 'zhangsan',
        object_type: 'passkey',
        object_id: String(id),
        details: JSON.stringify({ kind: 'passkey', name: 'Phone' }),
      },
    ]);
    expect(
      (await auditRows(app, 'auth.reauthenticate')).map(({ result, reason, username, details }) => [
        result,
        reason,
        username,
        details,
      ]),
    ).toEqual([
      ['success', null, 'zhangsan', JSON.stringify({ method: 'password' })],
      ['failure', 'reauth.factorNeeded', 'zhangsan', JSON.stringify({ method: 'password' })],
      ['success', null, 'zhangsan', JSON.stringify({ method: 'password+passkey' })],
      ['success', null, 'lisi', JSON.stringify({ method: 'password' })],
    ]);
    // Without a passkey the password alone signs in again.
    expect(
      (await requestToken(app, { grant_type: 'password', username: 'zhangsan', password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a passkey whose device did not verify its user, at registration and at sign-in', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    await proveIdentity(app, zhangsan.authorization);
    const authenticator = createSoftwareAuthenticator();

    const options = await post(
      app,
      '/api/upms/user/passkeys/registration/options',
      zhangsan.authorization,
    );
    const { challengeId, options: creation } = options.json().data;
    const unverified = await post(
      app,
      '/api/upms/user/passkeys/registration',
      zhangsan.authorization,
      { challengeId, credential: authenticator.register(creation, { isUserVerified: false }) },
    );
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().msg).toBe('通行密钥验证失败，请重试');
    expect(await app.db.selectFrom('passkeys').select('id').execute()).toEqual([]);

    expect((await enrol(app, zhangsan.authorization, authenticator)).statusCode).toBe(200);
    const alone = await signInOptions(app);
    const presentOnly = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(alone.options, { isUserVerified: false })),
      challenge_id: alone.challengeId,
    });
    expect(presentOnly.statusCode).toBe(401);
    expect(presentOnly.json()).toEqual({ code: 1, msg: '通行密钥验证失败', data: null });

    // The lock screen's unlock, too.
    const check = await post(app, '/api/upms/user/passkeys/verify/options', zhangsan.authorization);
    const unlock = await post(app, '/api/upms/user/passkeys/verify', zhangsan.authorization, {
      challengeId: check.json().data.challengeId,
      credential: authenticator.assert(check.json().data.options, { isUserVerified: false }),
    });
    expect(unlock.statusCode).toBe(400);

    // The same passkey with its user verified signs in.
    const again = await signInOptions(app);
    const verified = await requestToken(app, {
      grant_type: 'passkey',
      credential: JSON.stringify(authenticator.assert(again.options)),
      challenge_id: again.challengeId,
    });
    expect(verified.statusCode).toBe(200);
  });

  it("unlocks with the caller's own passkey and records it, refusing another user's", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app);
    const lisi = await signIn(app, 'lisi');
    await proveIdentity(app, zhangsan.authorization);
    await proveIdentity(app, lisi.authorization);
    const authenticator = createSoftwareAuthenticator();
    await enrol(app, zhangsan.authorization, authenticator);
    await enrol(app, lisi.authorization, createSoftwareAuthenticator());

    const asLisi = await post(app, '/api/upms/user/passkeys/verify/options', lisi.authorization);
    const refused = await post(app, '/api/upms/user/passkeys/verify', lisi.authorization, {
      challengeId: asLisi.json().data.challengeId,
      credential: authenticator.assert(asLisi.json().data.options),
    });
    expect(refused.statusCode).toBe(400);

    const options = await post(
      app,
      '/api/upms/user/passkeys/verify/options',
      zhangsan.authorization,
    );
    expect(options.json().data.options.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const unlocked = await post(app, '/api/upms/user/passkeys/verify', zhangsan.authorization, {
      challengeId: options.json().data.challengeId,
      credential: authenticator.assert(options.json().data.options),
    });
    expect(unlocked.json()).toEqual({ code: 0, msg: '', data: true });
    expect(await auditRows(app, 'session.unlock')).toMatchObject([
      { result: 'failure', username: 'lisi', details: JSON.stringify({ method: 'passkey' }) },
      { result: 'success', username: 'zhangsan', details: JSON.stringify({ method: 'passkey' }) },
    ]);
  });

  it('starts PASSKEY_OPTIONS_PER_MINUTE passkey sign-ins a minute from one address, then 429', async () => {
    const app = await buildTestApp({ PASSKEY_OPTIONS_PER_MINUTE: '10' });
    const start = (remoteAddress: string, language = 'zh-CN') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/passkey/options',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: '{}',
      });
    for (let count = 0; count < 10; count += 1) {
      expect((await start('10.0.0.1')).statusCode).toBe(200);
    }

    const refused = await start('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/^通行密钥登录请求过于频繁，请 \d+ 秒后再试$/),
    });
    expect((await start('10.0.0.1', 'en')).json().msg).toMatch(
      /^Too many passkey sign-ins started/,
    );
    // No challenge was stored for the refused ones; another address is not held.
    expect(await app.db.selectFrom('webauthn_challenges').select('id').execute()).toHaveLength(10);
    expect((await start('10.0.0.2')).statusCode).toBe(200);
    // Limited alone: the token endpoint beside it answers as ever.
    const token = await requestToken(app, {
      grant_type: 'password',
      username: 'zhangsan',
      password,
    });
    expect(token.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('offers no passkey while the policy is off, and the password alone signs in', async () => {
    const app = await buildTestApp({ SECOND_FACTOR_POLICY: 'off' });
    const zhangsan = await signIn(app);
    await app.db
      .insertInto('passkeys')
      .values({
        credential_id: 'x',
        user_id: await userIdOf(app, 'zhangsan'),
        public_key: 'x',
        sign_count: 0,
        transports: '',
        name: 'Old',
        created_at: new Date().toISOString(),
      })
      .execute();

    const options = await post(
      app,
      '/api/upms/user/passkeys/registration/options',
      zhangsan.authorization,
    );
    expect(options.statusCode).toBe(403);
    expect(options.json().msg).toBe('本系统未启用通行密钥');
    const signInOptionsOff = await app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
    expect(signInOptionsOff.statusCode).toBe(403);
    expect(
      (await requestToken(app, { grant_type: 'password', username: 'zhangsan', password }))
        .statusCode,
    ).toBe(200);
  });

  it('under the required policy, holds a user without a passkey to enrolling one', async () => {
    const app = await buildTestApp({ SECOND_FACTOR_POLICY: 'required' });
    const zhangsan = await signIn(app);
    const get = (url: string) =>
      app.inject({ url, headers: { authorization: zhangsan.authorization } });

    const held = await get('/api/upms/user/sessions');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({
      code: 4031,
      msg: '按安全策略，请先添加通行密钥或设置身份验证器应用再继续使用',
      data: null,
    });
    // What the frame needs to show the dialog, the passkeys themselves and the proof that adding
    // one takes still answer.
    expect((await get('/api/upms/role/login')).statusCode).toBe(200);
    expect((await get('/api/upms/user/passkeys')).statusCode).toBe(200);
    await proveIdentity(app, zhangsan.authorization);

    expect(
      (await enrol(app, zhangsan.authorization, createSoftwareAuthenticator())).statusCode,
    ).toBe(200);
    expect((await get('/api/upms/user/sessions')).statusCode).toBe(200);
  });

  it('holds nobody under the optional policy', async () => {
    const app = await buildTestApp({ SECOND_FACTOR_POLICY: 'optional' });
    const zhangsan = await signIn(app);
    const sessions = await app.inject({
      url: '/api/upms/user/sessions',
      headers: { authorization: zhangsan.authorization },
    });
    expect(sessions.statusCode).toBe(200);
  });

  it('publishes the policy in /main/config.json, following the password policy', async () => {
    const asvs = await buildTestApp();
    const mlps = await buildTestApp({ PASSWORD_POLICY: 'mlps' });
    const configOf = async (app: FastifyInstance) =>
      (await app.inject({ url: '/main/config.json' })).json();
    expect((await configOf(asvs)).secondFactorPolicy).toBe('optional');
    expect((await configOf(mlps)).secondFactorPolicy).toBe('required');
  });
});
