import { demoUsers, expect, signIn, signOutThroughMenu, test } from '../../support/fixtures';
import {
  closeActiveTab,
  expectExampleShown,
  openInShell,
  pushShellPath,
  switchFirm,
  tabStrip,
} from './sub-app-page';

const sandbox = (name: string) => `iframe[powered-by="micro-app"]#${name}`;

test.use({ prepareSubApps: true });

test.describe('sub-applications prepared ahead', () => {
  test("the menu's apps are prepared once the frame settles, and opening one takes its sandbox over", async ({
    page,
    signedInAs,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signedInAs(demoUsers.zhangsan);
    // Prepared a few seconds after the frame settled: fetched and sandboxed, not run.
    await expect(page.locator(sandbox('sub-credit'))).toBeAttached({ timeout: 15_000 });
    await expect(page.locator(sandbox('sub-postloan'))).toBeAttached();
    await expect(page.locator('micro-app')).toHaveCount(0);
    // The apps of another firm's menu are not.
    await expect(page.locator(sandbox('sub-xwd-100zz'))).toHaveCount(0);
    // /form is marked not to be prepared ahead (its host is not on every network): signing in
    // leaves no request of it, failed or not.
    await expect(page.locator(sandbox('sub-form'))).toHaveCount(0);
    await expect(page.getByText(/子应用资源加载不完整/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    // Nor does it fill the local log: nothing has gone wrong for the user yet.
    const logButton = page.getByRole('banner').getByRole('button', { name: /查看本地日志/ });
    await expect(logButton).toHaveAccessibleName('查看本地日志（0 条）');

    await page
      .locator(sandbox('sub-credit'))
      .evaluate((frame) => frame.setAttribute('data-seen', ''));
    await openInShell(page, '/credit/apply/list');
    await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });
    await expect(page.locator(`${sandbox('sub-credit')}[data-seen]`)).toBeAttached();

    // Opening /form where its host does not answer fails where the user sees it (and sends them
    // home at once).
    await page.route(/\/sub-form\//, (route) => route.abort('addressunreachable'));
    await pushShellPath(page, '/form/index');
    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(tabStrip(page).getByRole('tab', { name: '表单中心' })).toHaveCount(0);
    // Opened by the user, its failure is logged.
    await expect(logButton).not.toHaveAccessibleName('查看本地日志（0 条）');
  });

  test('a firm switch prepares the new menu and lets go of what the old one prepared', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(page.locator(sandbox('sub-hummingbird'))).toBeAttached({ timeout: 15_000 });
    await switchFirm(page, '示范小额贷款有限公司');
    await expect(page.locator(sandbox('sub-xwd-100zz'))).toBeAttached({ timeout: 15_000 });
    await expect(page.locator(sandbox('sub-hummingbird'))).toHaveCount(0);
  });

  test('signing out lets go of what was prepared', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(page.locator(sandbox('sub-credit'))).toBeAttached({ timeout: 15_000 });

    await signOutThroughMenu(page);
    await expect(page.locator('iframe[powered-by="micro-app"]')).toHaveCount(0);
  });

  test('the apps a user opens most are prepared first, until the user signs out', async ({
    page,
    signedInAs,
  }) => {
    // One app prepared at a time: which one shows the order.
    await page.route('**/main/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.website.subAppPrefetchLimit = 1;
      await route.fulfill({ response, json: config });
    });
    await signedInAs(demoUsers.zhangsan);
    // Nothing opened yet: the menu's first app.
    await expect(page.locator(sandbox('sub-newcrm'))).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('iframe[powered-by="micro-app"]')).toHaveCount(1);
    await openInShell(page, '/postloan/check/list');
    await expectExampleShown(page, 'sub-postloan', { path: '/check/list' });
    await closeActiveTab(page);
    await expect(tabStrip(page).getByRole('tab', { name: '贷后检查' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/postloan\//);

    // Later in the same session: the app the user opened comes first.
    await page.reload();
    await expect(page.locator(sandbox('sub-postloan'))).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('iframe[powered-by="micro-app"]')).toHaveCount(1);
    await expect(page.locator('micro-app')).toHaveCount(0);

    // Spec §4 keeps only the theme and the tab config over a sign-out: the menu's order again.
    await signOutThroughMenu(page);
    await signIn(page, demoUsers.zhangsan);
    await expect(page.locator(sandbox('sub-newcrm'))).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('iframe[powered-by="micro-app"]')).toHaveCount(1);
    await expect(page.locator('micro-app')).toHaveCount(0);
  });
});
