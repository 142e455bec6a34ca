import type { Page } from '@playwright/test';
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
 * discoverable credentials and verifies the user without asking.
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

    // Removing it asks for the current password; then the password alone signs in again.
    await page.goto(`${origin}/main/info/index`);
    await expect(rows.first()).not.toContainText('从未使用');
    await rows
      .first()
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('当前密码').fill('wrong-password');
    await dialog.getByRole('button', { name: /^删\s?除$/ }).click();
    await expect(dialog.getByTestId('passkey-remove-error')).toHaveText('当前密码错误');
    await dialog.getByLabel('当前密码').fill(demoPassword);
    await dialog.getByRole('button', { name: /^删\s?除$/ }).click();
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
    await expect(dialog).toBeHidden();
    // The workbench the server held back meanwhile loads.
    await expect(page.getByRole('heading', { name: '本周日程' })).toBeVisible();
  });
});
