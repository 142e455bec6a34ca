import {
  demoPassword,
  expect,
  fillSignInForm,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import type { Page } from '@playwright/test';

/*
 * Each test signs in with a colleague account of its own (apps/server/src/db/seed/upms-demo-data.ts):
 * tests run in parallel on one database, and a changed password must never reach another test.
 * qianqi: a refused change (nothing changes); zhoujiu: the one account whose password changes.
 */

async function signInAndOpenSettings(page: Page, username: string, password: string) {
  await page.goto('/main/login');
  await fillSignInForm(page, username, password);
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
  await page.goto('/main/info/index');
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
}

async function fillPasswordForm(page: Page, current: string, next: string) {
  await page.getByLabel('当前密码').fill(current);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: '确认修改' }).click();
}

test.describe('personal settings', () => {
  test("a wrong current password shows the server's message and keeps the fields", async ({
    page,
  }) => {
    await signInAndOpenSettings(page, 'qianqi', demoPassword);

    await fillPasswordForm(page, 'Not-the-password-1', 'Brand#New2026');

    await expect(page.getByTestId('settings-password-error')).toHaveText('当前密码错误');
    await expect(page.getByTestId('settings-password-error')).toHaveAttribute('role', 'alert');
    await expect(page.getByLabel('当前密码')).toHaveValue('Not-the-password-1');
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('Brand#New2026');
    await expect(page.getByLabel('确认新密码')).toHaveValue('Brand#New2026');

    // Editing a field takes the stale message away.
    await page.getByLabel('当前密码').fill(demoPassword);
    await expect(page.getByTestId('settings-password-error')).toHaveCount(0);
  });

  test('a password the policy refuses shows why', async ({ page }) => {
    await signInAndOpenSettings(page, 'qianqi', demoPassword);

    await fillPasswordForm(page, demoPassword, 'short');

    await expect(page.getByTestId('settings-password-error')).toHaveText(
      '新密码长度须为 8–128 个字符',
    );
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('short');

    await fillPasswordForm(page, demoPassword, 'Password123');
    await expect(page.getByTestId('settings-password-error')).toHaveText(
      '该密码常见于泄露的密码库，请换一个',
    );
  });

  test('a changed password is the one that signs in afterwards', async ({ page }) => {
    const newPassword = 'Settings#2027';
    await signInAndOpenSettings(page, 'zhoujiu', demoPassword);

    await fillPasswordForm(page, demoPassword, newPassword);

    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page.getByLabel('当前密码')).toHaveValue('');
    await expect(page.getByTestId('settings-password-error')).toHaveCount(0);

    await signOutThroughMenu(page);

    await fillSignInForm(page, 'zhoujiu', demoPassword);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/login/);

    await page.getByLabel('密码').fill(newPassword);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('current-user-name')).toHaveText('周九');
  });
});
