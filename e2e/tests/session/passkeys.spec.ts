import type { Page } from '@playwright/test';
import { confirmIdentityDialog, confirmItsYou } from '../../support/confirm-identity';
import { addAccountLike } from '../../support/database';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests, type StandaloneServer } from '../../support/standalone-server';

// A server of its own: a user with a passkey is asked for it after the password, which the shared
// server's other specs must not meet. Addressed as localhost, since WebAuthn takes no IP address
// as its relying party; the server derives the relying party from the address in the demo.
const port = e2eServer.port + 68;

/** The server's origin under the name localhost. */
const localhostOrigin = (server: StandaloneServer) => `http://localhost:${server.port}`;

/**
 * A platform authenticator in the page's browser (Chrome DevTools protocol) that holds
 * discoverable credentials and verifies the user (PIN or biometrics) without asking: the server
 * requires user verification at every ceremony.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** From now on the device fails to verify its user (or verifies them again). */
    setUserVerified: async (isUserVerified: boolean) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}

test.describe('passkeys', () => {
  const server = serverOfTheseTests(port);

  test('a user adds a passkey, signs in with it alone, then confirms a password with it, and unlocks with it', async ({
    page,
  }) => {
    const origin = localhostOrigin(server.current());
    const authenticator = await addVirtualAuthenticator(page);
    const user = demoUsers.zhaoliu;
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.goto(`${origin}/main/info/index`);
    await expect(page.getByText('尚未添加通行密钥')).toBeVisible();
    await page.getByRole('button', { name: '添加通行密钥' }).click();
    // The token alone adds nothing: the user confirms it is them (no second factor yet: the
    // password alone).
    await confirmItsYou(page, user.password);
    const rows = page.getByTestId('passkey-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('最近使用 从未使用');
    expect(await authenticator.credentials()).toHaveLength(1);

    // The same authenticator again: it holds a passkey of this user already.
    await page.getByRole('button', { name: '添加通行密钥' }).click();
    await expect(page.getByTestId('passkey-problem')).toHaveText('该认证器已注册过您的通行密钥。');
    await expect(rows).toHaveCount(1);

    // A passkey alone.
    await signOutThroughMenu(page);
    await page.getByRole('button', { name: '使用通行密钥登录' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(user.displayName);

    // The password, then the passkey; cancel goes back to the form first.
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, user.password);
    const step = page.getByTestId('login-second-factor');
    await expect(step).toContainText('请使用通行密钥完成登录');
    await step.getByRole('button', { name: '返回重新登录' }).click();
    await expect(page.getByLabel('密码')).toHaveValue('');
    await fillSignInForm(page, user.username, user.password);
    await step.getByRole('button', { name: '使用通行密钥验证' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    // The lock screen: the passkey unlocks it.
    await page.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await page.getByRole('button', { name: '立即锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);
    await page.getByRole('button', { name: '使用通行密钥解锁' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    // Removing it, in this new session, asks the user to confirm it is them: the password and
    // the passkey. Then the password alone signs in again.
    await page.goto(`${origin}/main/info/index`);
    await expect(rows.first()).not.toContainText('从未使用');
    await rows
      .first()
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /删除通行密钥/ });
    await dialog.getByRole('button', { name: /^删\s?除$/ }).click();
    const proof = confirmIdentityDialog(page);
    await proof.getByLabel('当前密码').fill('wrong-password');
    await proof.getByRole('button', { name: '使用通行密钥确认' }).click();
    await expect(proof.getByTestId('confirm-identity-error')).toHaveText(
      '当前密码或第二步验证不正确',
    );
    await confirmItsYou(page, demoPassword, { button: '使用通行密钥确认' });
    await expect(rows).toHaveCount(0);
    await signOutThroughMenu(page);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('in English: a passkey signs in, and a password asks for it', async ({ page }) => {
    const origin = localhostOrigin(server.current());
    await addVirtualAuthenticator(page);
    const user = demoUsers.qianqi;
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.goto(`${origin}/main/info/index`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmItsYou(page, user.password, { language: 'en' });
    await expect(page.getByTestId('passkey-row')).toHaveCount(1);
    await expect(page.getByTestId('passkey-row')).toContainText('last used never');

    // Signed out as a browser that forgot everything: the language is chosen again.
    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
    await page.goto(`${origin}/main/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('login-second-factor')).toContainText(
      'Confirm the sign-in with your passkey',
    );
    await page.getByRole('button', { name: 'Verify with a passkey' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});

test.describe('user verification', () => {
  // A server of its own, as above: the account made here has a passkey.
  const server = serverOfTheseTests(e2eServer.port + 86);

  test('a passkey whose device does not verify its user signs nobody in', async ({ page }) => {
    const { port, databaseUrl } = server.current();
    const origin = `http://localhost:${port}`;
    const user = await addAccountLike(databaseUrl, demoUsers.zhaoliu, {
      username: 'uv-check',
      displayName: '验证测试',
    });
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await page.goto(`${origin}/main/info/index`);
    await page.getByRole('button', { name: '添加通行密钥' }).click();
    await confirmItsYou(page, user.password);
    await expect(page.getByTestId('passkey-row')).toHaveCount(1);
    await signOutThroughMenu(page);

    // The device no longer verifies the user (no PIN, no biometrics; only their presence).
    await authenticator.setUserVerified(false);
    const problem = page.getByTestId('login-error');
    await page.getByRole('button', { name: '使用通行密钥登录' }).click();
    // The browser asks for the verification the server requires, and the device fails it.
    await expect(problem).toHaveText('已取消通行密钥验证，或验证超时。');
    await expect(page).toHaveURL(/\/main\/login$/);

    // A page script that asks the browser for no verification gets an assertion without it; the
    // server refuses it with its own message.
    await page.route('**/api/auth/passkey/options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { options: Record<string, unknown> } };
      body.data.options.userVerification = 'discouraged';
      await route.fulfill({ response, json: body });
    });
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/oauth/token'),
    );
    await page.getByRole('button', { name: '使用通行密钥登录' }).click();
    expect((await answer).status()).toBe(401);
    await expect(problem).toHaveText('通行密钥验证失败');
    await expect(page).toHaveURL(/\/main\/login$/);

    // Verified again, the same passkey signs in.
    await page.unroute('**/api/auth/passkey/options');
    await authenticator.setUserVerified(true);
    await page.getByRole('button', { name: '使用通行密钥登录' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});

test.describe('the required policy', () => {
  // A server of its own under SECOND_FACTOR_POLICY=required.
  const requiredServer = serverOfTheseTests(e2eServer.port + 69, {
    SECOND_FACTOR_POLICY: 'required',
  });

  test('a user without a second factor adds a passkey before anything else', async ({ page }) => {
    await addVirtualAuthenticator(page);
    const user = demoUsers.lisi;
    await page.goto(`${localhostOrigin(requiredServer.current())}/main/login`);
    await fillSignInForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    const dialog = page.getByRole('dialog', { name: '请添加第二步验证方式' });
    await expect(dialog).toBeVisible();
    // It stays: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '添加通行密钥' }).click();
    await confirmItsYou(page, user.password);
    await expect(dialog).toBeHidden();
    // The workbench the server held back meanwhile loads.
    await expect(page.getByRole('heading', { name: '本周日程' })).toBeVisible();
  });
});
