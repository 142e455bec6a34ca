import { demoUsers, expect, test } from '../../support/fixtures';

test.describe('locking the screen', () => {
  test('asks for a lock password first, refuses an empty one, and locks', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByRole('button', { name: '立即锁屏' }).click();
    await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();

    await dialog.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await dialog.getByRole('button', { name: '立即锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);
    await expect(page.getByRole('dialog', { name: demoUsers.zhangsan.displayName })).toBeVisible();
  });

  test('a wrong password is refused and cleared; the right one returns to the page as it was', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.getByRole('tab', { name: '个人设置' }).click();
    await page.getByLabel('新密码', { exact: true }).fill('half typed');
    await page.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await page.getByRole('button', { name: '立即锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);

    const unlock = page.getByTestId('unlock-password');
    await unlock.fill('wrong');
    await unlock.press('Enter');
    await expect(page.getByText('解锁密码错误,请重新输入')).toBeVisible();
    await expect(unlock).toHaveValue('');

    await unlock.fill('unlock-me');
    await unlock.press('Enter');
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('half typed');
  });

  test('the lock holds after a reload and on every route, and signing out ends it', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await page.getByRole('button', { name: '立即锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);

    await page.reload();
    await expect(page.getByTestId('unlock-password')).toBeVisible();
    await page.goto('/main/newcrm/customer/list');
    await expect(page).toHaveURL(/\/main\/lock$/);
    await page.goto('/main/login');
    await expect(page).toHaveURL(/\/main\/lock$/);

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/main\/login$/);
    await page.goto('/main/wel/index');
    await expect(page).toHaveURL(/\/main\/login$/);
  });

  test('locking in one browser tab locks the other, unlocking there brings it back', async ({
    page,
    context,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const second = await context.newPage();
    await second.goto('/main/newcrm/customer/list');
    await expect(second.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-newcrm');

    await page.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await page.getByRole('button', { name: '立即锁屏' }).click();
    await expect(second).toHaveURL(/\/main\/lock$/);

    await page.getByTestId('unlock-password').fill('unlock-me');
    await page.getByTestId('unlock-password').press('Enter');
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(second).toHaveURL(/\/main\/newcrm\/customer\/list$/);
  });

  test('tells the server of the lock, a wrong password and the unlock, and works when it cannot', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const sent: unknown[] = [];
    // The server does not answer these: the lock and unlock go on without it.
    await page.route('**/api/upms/user/lockEvent', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await page.getByRole('button', { name: '立即锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);

    const unlock = page.getByTestId('unlock-password');
    await unlock.fill('wrong');
    await unlock.press('Enter');
    await expect(page.getByText('解锁密码错误,请重新输入')).toBeVisible();
    await unlock.fill('unlock-me');
    await unlock.press('Enter');
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await expect
      .poll(() => sent)
      .toEqual([
        { event: 'lock', result: 'success' },
        { event: 'unlock', result: 'failure' },
        { event: 'unlock', result: 'success' },
      ]);
  });

  test('the lock page opened when nothing is locked goes home', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/lock');
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('unlock-password')).toHaveCount(0);
  });
});
