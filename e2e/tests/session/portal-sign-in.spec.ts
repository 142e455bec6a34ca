import { execFileSync } from 'node:child_process';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';

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
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('hf-access_token') ?? '{}').content as string,
    );
    await page.request.delete('/api/auth/token/logout', {
      headers: { authorization: `Bearer ${token}` },
    });

    await page.reload();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('a user who signed in with a password goes to the login page at log out', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/main\/login$/);
  });
});
