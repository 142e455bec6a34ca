import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { confirmIdentity, proveIdentity } from '../../testing/prove-identity';
import { createTestClock } from '../../testing/test-clock';

const currentPassword = 'Portal@2026';

function editPassword(
  app: FastifyInstance,
  authorization: string | undefined,
  payload: unknown,
  language = 'zh-CN',
) {
  return app.inject({
    method: 'POST',
    url: '/api/upms/user/editPassword',
    headers: { ...(authorization ? { authorization } : {}), 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

/** Signs a user in and proves the session, as the settings page's confirmation does. */
async function signInProved(app: FastifyInstance, username: string, password = currentPassword) {
  const signedIn = await signIn(app, username, password);
  const proof = await confirmIdentity(app, signedIn.authorization, { password });
  expect(proof.statusCode).toBe(200);
  return signedIn;
}

const hashOf = async (app: FastifyInstance, username: string) =>
  (
    await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('POST /api/upms/user/editPassword', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const app = await buildTestApp();
    const { authorization } = await signInProved(app, 'lisi');
    const response = await editPassword(app, authorization, { newPassword: 'Harbour#Lights42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: true });
    expect(await hashOf(app, 'lisi')).toMatch(/^\$argon2id\$/);
    await expect(signIn(app, 'lisi', 'Harbour#Lights42')).resolves.toBeDefined();
    await expect(signIn(app, 'lisi', currentPassword)).rejects.toThrow(/401/);
  });

  it("revokes the user's other tokens and keeps the caller's", async () => {
    const app = await buildTestApp();
    const laptop = await signInProved(app, 'lisi');
    const phone = await signIn(app, 'lisi');
    const zhangsan = await signIn(app, 'zhangsan');
    const changed = await editPassword(app, laptop.authorization, {
      newPassword: 'Harbour#Lights42',
    });
    expect(changed.statusCode).toBe(200);
    const status = async (authorization: string) =>
      (await app.inject({ url: '/api/upms/role/login', headers: { authorization } })).statusCode;
    expect(await status(laptop.authorization)).toBe(200);
    expect(await status(phone.authorization)).toBe(401);
    expect(await status(zhangsan.authorization)).toBe(200);
  });

  it('refuses a change without a proof of the session from the last five minutes', async () => {
    const clock = createTestClock();
    const app = await buildTestApp({}, { clock });
    const { authorization } = await signIn(app, 'lisi');
    const before = await hashOf(app, 'lisi');
    const tokenAlone = await editPassword(app, authorization, { newPassword: 'Harbour#Lights42' });
    expect(tokenAlone.statusCode).toBe(403);
    expect(tokenAlone.json()).toEqual({
      code: 4032,
      msg: '为保护您的账号，请先确认是您本人再进行此操作',
      data: { methods: [] },
    });
    const english = await editPassword(
      app,
      authorization,
      { newPassword: 'Harbour#Lights42' },
      'en',
    );
    expect(english.json().msg).toBe(
      'To protect your account, confirm it is you before making this change',
    );

    // A wrong current password proves nothing.
    const wrong = await confirmIdentity(app, authorization, { password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 1, msg: '当前密码错误', data: null });
    expect(
      (await editPassword(app, authorization, { newPassword: 'Harbour#Lights42' })).statusCode,
    ).toBe(403);

    // A proof serves five minutes, not one second more.
    await proveIdentity(app, authorization);
    clock.advanceSeconds(300);
    expect(
      (await editPassword(app, authorization, { newPassword: 'Harbour#Lights42' })).statusCode,
    ).toBe(403);
    expect(await hashOf(app, 'lisi')).toBe(before);
  });

  async function expectRefusals(app: FastifyInstance, cases: [string, string][]) {
    const { authorization } = await signInProved(app, 'lisi');
    const before = await hashOf(app, 'lisi');
    for (const [newPassword, msg] of cases) {
      const response = await editPassword(app, authorization, { newPassword }, 'en');
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
    expect(await hashOf(app, 'lisi')).toBe(before);
  }

  it('names the rule of the default (ASVS) policy a new password breaks', async () => {
    await expectRefusals(await buildTestApp(), [
      ['Ab1!x', 'The new password must be 8–128 characters long'],
      [`Ab1!${'x'.repeat(125)}`, 'The new password must be 8–128 characters long'],
      ['Password123', 'This password appears in lists of breached passwords; choose another'],
      ['qwertyuiop', 'This password appears in lists of breached passwords; choose another'],
      ['My-LISI-pass1', 'The new password must not contain your username'],
      [currentPassword, 'The new password must differ from the current one'],
    ]);
  });

  it('takes a long passphrase of lower-case words under the default policy', async () => {
    const app = await buildTestApp();
    const { authorization } = await signInProved(app, 'lisi');
    const passphrase = 'copper kettle morning tide';
    const response = await editPassword(app, authorization, { newPassword: passphrase });
    expect(response.json()).toEqual({ code: 0, msg: '', data: true });
    await signIn(app, 'lisi', passphrase);
  });

  it('names the rule of the MLPS policy a new password breaks', async () => {
    await expectRefusals(await buildTestApp({ PASSWORD_POLICY: 'mlps' }), [
      ['Ab1!x', 'The new password must be 8–64 characters long'],
      [`Ab1!${'x'.repeat(61)}`, 'The new password must be 8–64 characters long'],
      [
        'copper kettle morning tide',
        'The new password must mix at least 3 of upper-case letters, lower-case letters, digits and symbols',
      ],
      ['Password123', 'This password appears in lists of breached passwords; choose another'],
      ['My-LISI-pass1', 'The new password must not contain your username'],
    ]);
  });

  it('refuses any of the last 5 passwords again under the MLPS policy', async () => {
    const app = await buildTestApp({ PASSWORD_POLICY: 'mlps' });
    const passwords = [currentPassword, 'Xq7#kLm2pW', 'Rt5$vBn8zQ', 'Hy3%cDf6sA', 'Uj9&gTk4eL'];
    // One proof serves every change of its five minutes.
    let { authorization } = await signInProved(app, 'lisi');
    for (const newPassword of passwords.slice(1)) {
      const changed = await editPassword(app, authorization, { newPassword });
      expect(changed.json().data, newPassword).toBe(true);
    }

    for (const earlier of passwords.slice(0, -1)) {
      const reused = await editPassword(app, authorization, { newPassword: earlier }, 'en');
      expect(reused.json(), earlier).toEqual({
        code: 1,
        msg: 'The new password must differ from your last 5 passwords',
        data: null,
      });
    }
    const sixth = await editPassword(app, authorization, { newPassword: 'Wz2@pMn7xC' });
    expect(sixth.json().data).toBe(true);
    ({ authorization } = await signInProved(app, 'lisi', 'Wz2@pMn7xC'));
    const oldestAgain = await editPassword(app, authorization, { newPassword: currentPassword });
    expect(oldestAgain.json().data).toBe(true);
  });

  it('names a missing, mistyped or oversized field with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const cases: [unknown, string][] = [
      [{}, '缺少参数 newPassword'],
      [{ newPassword: 42 }, '参数 newPassword 无效'],
      [{ newPassword: 'A1!'.repeat(1000) }, '参数 newPassword 无效'],
    ];
    for (const [payload, msg] of cases) {
      const response = await editPassword(app, authorization, payload);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg, data: null });
    }
  });

  it('lets only one of two concurrent changes win', async () => {
    const app = await buildTestApp();
    const { authorization } = await signInProved(app, 'lisi');
    const responses = await Promise.all(
      ['Harbour#Lights42', 'Mountain$Rivers77'].map((newPassword) =>
        editPassword(app, authorization, { newPassword }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
  });
});
