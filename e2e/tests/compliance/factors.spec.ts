import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { confirmIdentityDialog } from '../../support/confirm-identity';
import { addAccountLike, type ThrowawayAccount } from '../../support/database';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own: its accounts get second factors, wrong confirmations and a lock-out, which
// the shared server's other specs must not meet. Each test makes the account it acts on.
const port = e2eServer.port + 87;

const clientAuthorization = `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`;

/** An account of the test's own, made like 赵六 (password, firms and roles). */
const accountOf = (databaseUrl: string, username: string, displayName: string) =>
  addAccountLike(databaseUrl, demoUsers.zhaoliu, { username, displayName });

async function signInThroughPage(page: Page, origin: string, account: ThrowawayAccount) {
  await page.goto(`${origin}/main/login`);
  await fillSignInForm(page, account.username, account.password);
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
}

/** The password grant through the API, as the login page calls it: its envelope. */
async function requestToken(
  request: APIRequestContext,
  origin: string,
  username: string,
  password: string,
) {
  const response = await request.post(`${origin}/api/auth/oauth/token`, {
    headers: { Authorization: clientAuthorization },
    form: { username, password, grant_type: 'password', scope: 'server' },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { code: number; data: { access_token?: string } | null },
  };
}

/** The security administrators' page, signed in as the demo's security administrator. */
async function openAccountsPageAsSecurityAdmin(page: Page, origin: string, account: string) {
  await page.goto(`${origin}/main/login`);
  await fillSignInForm(page, 'secadmin', demoPassword);
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
  const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
  await menu.getByRole('menuitem', { name: '安全管理' }).click();
  await menu.getByRole('menuitem', { name: '账号与会话' }).click();
  await expect(page.getByRole('heading', { name: '账号与会话' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: '搜索账号' });
  await search.fill(account);
  await search.press('Enter');
  const row = page.getByTestId('security-users').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /的会话与状态$/ }).click();
}

/** Runs an action of the drawer, giving a reason in its confirmation dialog. */
async function act(page: Page, action: string, reason: string) {
  await page.getByRole('dialog').getByRole('button', { name: action }).first().click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByLabel('原因') });
  await confirm.getByLabel('原因').fill(reason);
  await confirm.getByRole('button', { name: action }).click();
  await expect(confirm).toBeHidden();
}

test.describe('second factors as a regulator reads them', () => {
  const server = serverOfTheseTests(port);

  test("a script riding the page's session adds no second factor and changes no password", async ({
    page,
    request,
  }) => {
    const { origin, databaseUrl } = server.current();
    const account = await accountOf(databaseUrl, 'token-holder', '令牌测试');
    await signInThroughPage(page, origin, account);

    // What a script running in the shell's origin can do: it reads no token (an HttpOnly
    // cookie), but its calls go with the session's cookie.
    const answers = await page.evaluate(async () => {
      const call = async (path: string, body: object = {}) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const { code } = (await response.json()) as { code: number };
        return { path, status: response.status, code };
      };
      return [
        await call('/upms/user/passkeys/registration/options'),
        await call('/upms/user/totp/start'),
        await call('/upms/user/editPassword', { newPassword: 'Taken#Over2027' }),
      ];
    });
    expect(answers).toEqual([
      { path: '/upms/user/passkeys/registration/options', status: 403, code: 4032 },
      { path: '/upms/user/totp/start', status: 403, code: 4032 },
      { path: '/upms/user/editPassword', status: 403, code: 4032 },
    ]);

    // Nothing changed: the password alone still signs in, asking for no second factor.
    const signIn = await requestToken(request, origin, account.username, account.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.code).toBe(0);
  });

  test('the sixth wrong confirmation of a session is refused, and the dialog says so', async ({
    page,
  }) => {
    const { origin, databaseUrl } = server.current();
    const account = await accountOf(databaseUrl, 'confirm-limit', '确认测试');
    await signInThroughPage(page, origin, account);
    await page.goto(`${origin}/main/info/index`);
    const form = page.locator('#edit-password');
    await form.getByLabel('新密码', { exact: true }).fill('Harbour#Lights42');
    await form.getByLabel('确认新密码').fill('Harbour#Lights42');
    await form.getByRole('button', { name: '确认修改' }).click();

    const proof = confirmIdentityDialog(page);
    const password = proof.getByLabel('当前密码');
    const confirm = proof.getByRole('button', { name: /^确\s?认$/ });
    const error = proof.getByTestId('confirm-identity-error');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`Wrong#Guess${attempt}`);
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/upms/user/proof'),
      );
      await confirm.click();
      expect((await answer).status()).toBe(400);
      await expect(error).toHaveText('当前密码错误');
    }
    // The right password now: the session has used up its confirmations.
    await password.fill(account.password);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/upms/user/proof'),
    );
    await confirm.click();
    expect((await answer).status()).toBe(429);
    await expect(error).toHaveText('登录失败次数过多，请 15 分钟后再试');

    // Nothing changed: the old password still signs in.
    await proof.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect(password).toBeHidden();
    await signOutThroughMenu(page);
    await fillSignInForm(page, account.username, account.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test("a security administrator resets a user's second factors; the password alone then signs them in", async ({
    page,
    browser,
    request,
  }) => {
    const { origin, databaseUrl } = server.current();
    const account = await accountOf(databaseUrl, 'lost-phone', '换机测试');

    // The user set up an authenticator app, through the API as the settings page does: their
    // token, a proof of the session, the enrolment, a first code of the app.
    const token = (await requestToken(request, origin, account.username, account.password)).body
      .data?.access_token;
    const headers = { Authorization: `Bearer ${token}` };
    const proved = await request.post(`${origin}/api/upms/user/proof`, {
      headers,
      data: { password: account.password },
    });
    expect(proved.status()).toBe(200);
    const started = await request.post(`${origin}/api/upms/user/totp/start`, { headers });
    const { secret } = ((await started.json()) as { data: { secret: string } }).data;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await request.post(`${origin}/api/upms/user/totp/confirm`, {
      headers,
      data: { code },
    });
    expect(confirmed.status()).toBe(200);

    // The password alone no longer signs in: the app's code is asked for.
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, account.username, account.password);
    await expect(page.getByTestId('login-second-factor')).toContainText(
      '请输入身份验证器应用中显示的 6 位验证码',
    );

    // The phone is lost: a security administrator resets the factors, giving the reason.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openAccountsPageAsSecurityAdmin(adminPage, origin, account.username);
    await act(adminPage, '重置第二步验证', '手机遗失，已电话核实本人');
    await expect(
      adminPage.getByText(
        '已重置第二步验证：删除通行密钥 0 个、身份验证器应用 1 个、未使用的恢复码 10 个',
      ),
    ).toBeVisible();
    await adminContext.close();

    await page.getByRole('button', { name: '返回重新登录' }).click();
    await fillSignInForm(page, account.username, account.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('a security administrator unlocks an account locked by failed sign-ins', async ({
    page,
    browser,
    request,
  }) => {
    const { origin, databaseUrl } = server.current();
    const account = await accountOf(databaseUrl, 'locked-out', '锁定测试');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await requestToken(request, origin, account.username, `Wrong#Guess${attempt}`);
      expect(wrong.status).toBe(401);
    }
    expect((await requestToken(request, origin, account.username, account.password)).status).toBe(
      429,
    );

    await openAccountsPageAsSecurityAdmin(page, origin, account.username);
    await act(page, '解除锁定', '本人来电，已核实身份');
    await expect(page.getByText('已解除锁定，清除登录失败 10 次')).toBeVisible();

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signInThroughPage(userPage, origin, account);
    await userContext.close();
  });
});
