import { demoUsers, expect, fillSignInForm, test } from '../../support/fixtures';

test.describe('signing in', () => {
  test('a newcomer opening the portal is sent to the login page', async ({ page }) => {
    await page.goto('/main/');
    await expect(page).toHaveURL(/\/main\/login(\?.*)?$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('signing in with a demo account lands on the workbench showing the user name', async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(demoUsers.zhangsan);
    await expect(page.getByTestId('current-user-name')).toHaveText(demoUsers.zhangsan.displayName);
  });

  test("a wrong password shows the server's message and stays on the login page", async ({
    page,
  }) => {
    await page.goto('/main/login');
    await fillSignInForm(page, demoUsers.lisi.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
    await expect(page).toHaveURL(/\/main\/login(\?.*)?$/);
  });

  test('the server answers in English when the user chose English', async ({ page }) => {
    await page.goto('/main/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Username').fill(demoUsers.lisi.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  });

  test('the login form remembers the last user name and asks for the password', async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(demoUsers.lisi);
    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();

    await expect(page.getByLabel('用户名')).toHaveValue(demoUsers.lisi.username);
    await expect(page.getByLabel('密码')).toBeFocused();
  });
});
