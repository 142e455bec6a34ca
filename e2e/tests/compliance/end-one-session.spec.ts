import type { Browser } from '@playwright/test';
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

// A server of its own: one of lisi's sessions ends, which the shared server's specs must not meet.
const port = e2eServer.port + 89;

// The two browsers of lisi are told apart by their systems, as the sessions list shows them.
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** lisi signed in on a browser of its own. */
async function lisiOn(browser: Browser, userAgent: string, origin: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signIn(page, demoUsers.lisi, { origin });
  return { context, page };
}

test.describe('ending one session of a user', () => {
  const server = serverOfTheseTests(port);

  test('a security administrator ends the session chosen: that browser is signed out, the other stays signed in', async ({
    page,
    browser,
  }) => {
    const { origin } = server.current();
    const desk = await lisiOn(browser, chromeOnWindows, origin);
    const laptop = await lisiOn(browser, chromeOnMac, origin);

    await page.goto(`${origin}/main/login`);
    await fillSignInForm(page, 'secadmin', demoPassword);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await page.goto(`${origin}/main/security/users`);
    const search = page.getByRole('searchbox', { name: '搜索账号' });
    await search.fill('lisi');
    await search.press('Enter');
    const account = page.getByTestId('security-users').locator('tbody tr.ant-table-row');
    await expect(account).toHaveCount(1);
    await account.getByRole('button', { name: '李四 的会话与状态' }).click();
    const sessions = page.getByTestId('security-sessions').locator('tbody tr.ant-table-row');
    await expect(sessions).toHaveCount(2);

    await sessions
      .filter({ hasText: 'macOS' })
      .getByRole('button', { name: /^结束会话：Chrome 131 · macOS/ })
      .click();
    const confirm = page.getByRole('dialog').filter({ has: page.getByLabel('原因') });
    await expect(confirm).toContainText('结束 李四（lisi） 的一个会话');
    await confirm.getByRole('button', { name: '结束此会话' }).click();
    await expect(confirm.getByText('请填写原因')).toBeVisible();
    await confirm.getByLabel('原因').fill('笔记本电脑遗失');
    await confirm.getByRole('button', { name: '结束此会话' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('已结束该会话')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText('Windows 10');

    // The chosen browser's session watch signs it out by itself, saying who ended it.
    await expect(laptop.page.getByText('安全管理员已结束您的会话，请重新登录')).toBeVisible();
    await expect(laptop.page).toHaveURL(/\/main\/login/);

    // The other is still signed in: its calls are answered, a reload keeps the workbench.
    await desk.page.reload();
    await expect(desk.page).toHaveURL(/\/main\/wel\/index$/);
    await expect(desk.page.getByRole('heading', { name: '本周日程' })).toBeVisible();
    await expect(desk.page.getByText('安全管理员已结束您的会话，请重新登录')).toHaveCount(0);

    await desk.context.close();
    await laptop.context.close();
  });
});
