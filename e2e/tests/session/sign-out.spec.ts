import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';
import { tokenOfPage } from '../../support/api';

test.describe('signing out', () => {
  test('signing out in one browser tab ends the session in the others', async ({
    page,
    context,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const second = await context.newPage();
    await second.goto('/main/newcrm/customer/list');
    await expect(second.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-newcrm');

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();

    await expect(page).toHaveURL(/\/main\/login$/);
    await expect(second).toHaveURL(/\/main\/login/);
  });

  test('a token the server no longer accepts signs the user out with a message', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    await homePageSettled(page);
    const token = await tokenOfPage(page);
    await page.request.delete('/api/auth/token/logout', {
      headers: { authorization: `Bearer ${token}` },
    });

    // The session watch hears of the ended session and signs the window out by itself.
    await expect(page.getByText('请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/login/);
  });

  test('a corrupted stored user info signs out instead of looping', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    await page.evaluate(() => localStorage.setItem('hf-userInfo', '{"dataType":"object"'));

    await page.goto('/main/newcrm/customer/list');
    await expect(page).toHaveURL(/\/main\/login/);
    await expect(page.getByText(/意外退出导致用户信息丢失/)).toBeVisible();
  });
});
