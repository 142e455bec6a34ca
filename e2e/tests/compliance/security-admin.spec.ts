import type { Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signIn,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own: lisi's sessions end and the account is disabled, which the shared server's
// other specs must not meet.
const port = e2eServer.port + 67;

/** The security administrators' page, opened from the menu. */
async function openAccountsPage(page: Page, origin: string) {
  const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
  await menu.getByRole('menuitem', { name: '安全管理' }).click();
  await menu.getByRole('menuitem', { name: '账号与会话' }).click();
  await expect(page).toHaveURL(`${origin}/main/security/users`);
  await expect(page.getByRole('heading', { name: '账号与会话' })).toBeVisible();
}

/** Runs an action of the drawer, giving a reason in its confirmation dialog. */
async function act(page: Page, action: string, reason: string) {
  await page
    .getByRole('dialog', { name: '李四（lisi）' })
    .getByRole('button', { name: action })
    .click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByLabel('原因') });
  await confirm.getByRole('button', { name: action }).click();
  // The reason is required.
  await expect(confirm.getByText('请填写原因')).toBeVisible();
  await confirm.getByLabel('原因').fill(reason);
  await confirm.getByRole('button', { name: action }).click();
  await expect(confirm).toBeHidden();
}

test.describe('the security administrators’ page', () => {
  const server = serverOfTheseTests(port);

  test('a security administrator ends a user’s sessions, disables the account and enables it again', async ({
    page,
    browser,
  }) => {
    const { origin } = server.current();
    const lisiContext = await browser.newContext();
    const lisiPage = await lisiContext.newPage();
    await signIn(lisiPage, demoUsers.lisi, { origin });

    // The security administrator (duty 'security_admin', role 安全管理员 of firm 1001).
    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, 'secadmin', demoPassword);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await openAccountsPage(page, origin);
    const search = page.getByRole('searchbox', { name: '搜索账号' });
    await search.fill('lisi');
    await search.press('Enter');
    const row = page.getByTestId('security-users').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('李四');
    await expect(row).toContainText('正常');
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    await row.getByRole('button', { name: '李四 的会话与状态' }).click();
    await expect(
      page.getByTestId('security-sessions').locator('tbody tr.ant-table-row'),
    ).toHaveCount(1);

    await act(page, '结束全部会话', '设备遗失');
    await expect(page.getByText('已结束 1 个会话')).toBeVisible();
    await expect(page.getByText('没有在线会话')).toBeVisible();

    // lisi's session is revoked on the server: the session watch signs the window out by itself.
    await expect(lisiPage.getByText('安全管理员已结束您的会话，请重新登录')).toBeVisible();
    await expect(lisiPage).toHaveURL(/\/main\/login/);

    await act(page, '停用账号', '已离职');
    await expect(page.getByText('账号已停用，已结束 0 个会话')).toBeVisible();
    await expect(row).toContainText('已停用');

    // A disabled account is refused like a wrong password.
    await fillSignInForm(lisiPage, 'lisi', demoPassword);
    await expect(lisiPage.getByText('用户名或密码错误')).toBeVisible();
    await expect(lisiPage).toHaveURL(/\/main\/login/);

    await act(page, '启用账号', '误操作，恢复');
    await expect(page.getByText('账号已启用')).toBeVisible();
    await expect(row).toContainText('正常');

    await fillSignInForm(lisiPage, 'lisi', demoPassword);
    await expect(lisiPage).toHaveURL(/\/main\/wel\/index$/);
    await lisiContext.close();
  });

  test('anyone without the duty who opens the page gets the server’s refusal', async ({ page }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.sysadmin, { origin });
    await page.goto(`${origin}/main/security/users`);
    await expect(page.getByText('该功能仅限安全管理员使用')).toBeVisible();
    await expect(page.getByText('无权访问')).toBeVisible();
  });
});
