import type { Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of these tests' own: they switch zhangsan's firm, which the shared server's tests
// must not meet.
const port = e2eServer.port + 59;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');

/** Switches to the small-loans firm through the user menu, as a person would. */
async function switchToSmallLoans(page: Page) {
  await page.getByTestId('current-user-name').click();
  await page.getByRole('menuitem', { name: '切换机构' }).click();
  const dialog = page.getByRole('dialog', { name: '切换机构' });
  await dialog.getByText('示范小额贷款有限公司').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('机构切换成功：示范小额贷款有限公司')).toBeVisible();
}

/** Locks the screen from this window, setting the lock password first. */
async function lockSettingPassword(page: Page, password: string) {
  await page.getByRole('button', { name: '锁屏' }).click();
  await page.getByLabel('锁屏密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '立即锁屏' }).click();
  await expect(page).toHaveURL(/\/main\/lock$/);
}

test.describe('several windows of one session', () => {
  const server = serverOfTheseTests(port);

  test('a firm switch in one window brings the others to the new firm, with none of the old firm’s tabs, and says so', async ({
    page,
    context,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    const other = await context.newPage();
    await other.goto(`${origin}/main/factoring/ledger`);
    await expect(other.getByRole('tab', { name: '保理业务台账' })).toBeVisible();
    await expect(other.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-factoring');

    await switchToSmallLoans(page);

    await expect(other).toHaveURL(/\/main\/wel\/index$/);
    await expect(other.getByText('已在另一个窗口切换到机构：示范小额贷款有限公司')).toBeVisible();
    await expect(mainMenu(other).getByRole('menuitem', { name: '小微贷' })).toBeVisible();
    await expect(mainMenu(other).getByRole('menuitem', { name: '保理业务' })).toHaveCount(0);
    await expect(other.getByTestId('brand')).toContainText('示范小额贷款有限公司');
    await expect(other.getByRole('tab', { name: /保理/ })).toHaveCount(0);

    // What the other window stored is the new firm's: the first one, reloaded, shows no old tab.
    await page.reload();
    await expect(mainMenu(page).getByRole('menuitem', { name: '小微贷' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '我的待办' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /保理/ })).toHaveCount(0);
    await other.reload();
    await expect(mainMenu(other).getByRole('menuitem', { name: '小微贷' })).toBeVisible();
    await expect(other.getByRole('tab', { name: /保理/ })).toHaveCount(0);
  });

  test('unlocking in one window brings each window back to its own page', async ({
    page,
    context,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main/wel/backlog`);
    await expect(page.getByRole('tab', { name: '我的待办', selected: true })).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${origin}/main/factoring/ledger`);
    await expect(other.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-factoring');

    await lockSettingPassword(other, 'unlock-me');
    await expect(page).toHaveURL(/\/main\/lock$/);

    const unlock = page.getByTestId('unlock-password');
    await unlock.fill('unlock-me');
    await unlock.press('Enter');
    await expect(page).toHaveURL(/\/main\/wel\/backlog$/);
    await expect(page.getByRole('tab', { name: '我的待办', selected: true })).toBeVisible();
    await expect(other).toHaveURL(/\/main\/factoring\/ledger$/);
    await expect(other.getByRole('tab', { name: '保理业务台账', selected: true })).toBeVisible();

    // The page to come back to is each window's, also over a reload while locked.
    await page.getByRole('button', { name: '锁屏' }).click();
    await expect(page).toHaveURL(/\/main\/lock$/);
    await expect(other).toHaveURL(/\/main\/lock$/);
    await other.reload();
    await expect(other.getByTestId('unlock-password')).toBeVisible();
    await other.getByTestId('unlock-password').fill('unlock-me');
    await other.getByTestId('unlock-password').press('Enter');
    await expect(other).toHaveURL(/\/main\/factoring\/ledger$/);
    await expect(page).toHaveURL(/\/main\/wel\/backlog$/);
  });
});
