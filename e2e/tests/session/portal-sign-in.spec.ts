import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';
import { tokenOfPage } from '../../support/api';

/** A portal id_token minted by the project's own script, as the group portal would sign one. */
function mintIdToken(username: string, lifetimeSeconds = 300): string {
  const output = execFileSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'apps/server/scripts/mint-id-token.ts',
      username,
      String(lifetimeSeconds),
    ],
    { cwd: new URL('../../..', import.meta.url).pathname, encoding: 'utf8' },
  );
  const [idToken] = output.trim().split('\n');
  if (!idToken) throw new Error(`mint-id-token printed nothing: ${output}`);
  return idToken;
}

test.describe('signing in from the group portal', () => {
  test('a valid portal id_token signs the user in without a password', async ({ page }) => {
    await page.goto(`/main/login?id_token=${mintIdToken(demoUsers.lisi.username)}`);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('current-user-name')).toHaveText(demoUsers.lisi.displayName);
  });

  test('a forged portal id_token is refused with the server message', async ({ page }) => {
    const [header, payload] = mintIdToken(demoUsers.zhangsan.username).split('.');
    await page.goto(`/main/login?id_token=${header}.${payload}.forged-signature`);
    await expect(page.getByRole('alert')).toHaveText('门户令牌无效或已过期，请从门户重新进入');
    await expect(page).toHaveURL(/\/main\/login/);
  });

  test('a user who came from the portal goes back to it at log out', async ({ page }) => {
    await page.goto(`/main/login?id_token=${mintIdToken(demoUsers.lisi.username)}`);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('a user who came from the portal goes back to it when the server ends the session', async ({
    page,
  }) => {
    await page.goto(`/main/login?id_token=${mintIdToken(demoUsers.lisi.username)}`);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    // One of the home page's first calls meeting the ended session would sign out before the reload.
    await homePageSettled(page);
    const token = await tokenOfPage(page);
    await page.request.delete('/api/auth/token/logout', {
      headers: { authorization: `Bearer ${token}` },
    });

    await page.reload();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('a user who signed in with a password goes to the login page at log out', async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(demoUsers.lisi);
    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/main\/login$/);
  });

  test('a portal link that arrives while someone is signed in asks before it switches user', async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(demoUsers.zhangsan);
    await homePageSettled(page);
    const tokenOfZhangsan = await tokenOfPage(page);

    // Declined: the link is never used, and the signed-in user keeps working.
    await page.goto(`/main/login?id_token=${mintIdToken(demoUsers.lisi.username)}`);
    await expect(page.getByTestId('login-switch')).toContainText('您已以 张三 的身份登录');
    await page.getByRole('button', { name: '继续以 张三 使用' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('current-user-name')).toHaveText(demoUsers.zhangsan.displayName);

    // Chosen: the replaced session is revoked at the server before the portal's user signs in.
    await page.goto(`/main/login?id_token=${mintIdToken(demoUsers.lisi.username)}`);
    await page.getByRole('button', { name: '退出并切换账号' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('current-user-name')).toHaveText(demoUsers.lisi.displayName);
    expect((await callWith(page, tokenOfZhangsan)).status()).toBe(401);
  });

  test('client_id=power revokes the signed-in session at the server before clearing it', async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(demoUsers.zhangsan);
    await homePageSettled(page);
    const token = await tokenOfPage(page);

    await page.goto('/main/login?client_id=power');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect.poll(async () => (await callWith(page, token)).status()).toBe(401);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hf-access_token_expires_at')))
      .toBeNull();
  });
});

function callWith(page: Page, token: string) {
  return page.request.get('/api/upms/role/login', {
    headers: { authorization: `Bearer ${token}` },
  });
}
