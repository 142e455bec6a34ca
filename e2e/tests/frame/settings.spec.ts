import {
  demoPassword,
  expect,
  fillSignInForm,
  signOutThroughMenu,
  test,
} from '../../support/fixtures';
import type { Page } from '@playwright/test';
import { confirmIdentityDialog, confirmItsYou } from '../../support/confirm-identity';

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

async function fillPasswordForm(page: Page, next: string) {
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: '确认修改' }).click();
}

test.describe('personal settings', () => {
  test("a wrong current password shows the server's message, and the change waits", async ({
    page,
  }) => {
    await signInAndOpenSettings(page, 'qianqi', demoPassword);

    await fillPasswordForm(page, 'Brand#New2026');

    // The session has not proved the user lately: the current password is asked for first.
    const proof = confirmIdentityDialog(page);
    const password = proof.getByLabel('当前密码');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await password.fill('Not-the-password-1');
    await proof.getByRole('button', { name: /^确\s?认$/ }).click();
    await expect(proof.getByTestId('confirm-identity-error')).toHaveText('当前密码错误');
    await expect(proof.getByTestId('confirm-identity-error')).toHaveAttribute('role', 'alert');
    await expect(password).toHaveValue('Not-the-password-1');
    // Editing a field takes the stale message away.
    await password.fill(demoPassword);
    await expect(proof.getByTestId('confirm-identity-error')).toHaveCount(0);

    // Left without confirming, nothing changed and what was typed stays.
    await proof.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect(password).toBeHidden();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('Brand#New2026');
    await expect(page.getByLabel('确认新密码')).toHaveValue('Brand#New2026');
    await expect(page.getByTestId('settings-password-error')).toHaveCount(0);
  });

  test('a password the policy refuses shows why', async ({ page }) => {
    await signInAndOpenSettings(page, 'qianqi', demoPassword);

    await fillPasswordForm(page, 'short');
    await confirmItsYou(page, demoPassword);

    await expect(page.getByTestId('settings-password-error')).toHaveText(
      '新密码长度须为 8–128 个字符',
    );
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('short');

    // One confirmation serves the next five minutes.
    await fillPasswordForm(page, 'Password123');
    await expect(page.getByTestId('settings-password-error')).toHaveText(
      '该密码常见于泄露的密码库，请换一个',
    );
  });

  test('a changed password is the one that signs in afterwards', async ({ page }) => {
    const newPassword = 'Settings#2027';
    await signInAndOpenSettings(page, 'zhoujiu', demoPassword);

    await fillPasswordForm(page, newPassword);
    await confirmItsYou(page, demoPassword);

    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('');
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
