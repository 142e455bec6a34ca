import { demoUsers, expect, test } from '../../support/fixtures';
import {
  activeTab,
  expectExampleShown,
  openInShell,
  pushShellPath,
  tabStrip,
} from './sub-app-page';

test.describe('a failing sub-application', () => {
  test('whose resources fail to load closes its tab; reopened, it offers a retry that works', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.route('**/sub-credit/assets/**', (route) => route.abort());
    await pushShellPath(page, '/credit/apply/list?status=draft');

    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(tabStrip(page).getByRole('tab', { name: '授信申请' })).toHaveCount(0);

    await openInShell(page, '/credit/apply/list?status=draft');
    const shown = page.getByTestId('sub-app-page').filter({ visible: true });
    await expect(shown).toHaveAttribute('data-state', 'failed');
    await expect(shown.getByText('未加载到子应用')).toBeVisible();

    await page.unroute('**/sub-credit/assets/**');
    await shown.getByRole('button', { name: '重新加载' }).click();
    await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });
    await expect(activeTab(page)).toHaveText('授信申请');
  });

  test('chosen from the menu, that fails before its page opened leaves the user home', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    // The form centre's host does not answer.
    await page.route(/\/sub-form\//, (route) => route.abort('addressunreachable'));
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: '综合服务' }).click();
    await menu.getByRole('menuitem', { name: '表单中心' }).click();

    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(activeTab(page)).toHaveText('首页');
    await expect(page.getByRole('heading', { name: '本周日程' })).toBeVisible();
    await expect(page.getByTestId('sub-app-page').filter({ visible: true })).toHaveCount(0);
    await expect(tabStrip(page).getByRole('tab', { name: '表单中心' })).toHaveCount(0);
  });

  test('that reports 401 signs the user out', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhaoliu);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm', { userName: '赵六' });

    await crm.getByTestId('subapp-report-401').click();

    await expect(page).toHaveURL(/\/main\/login(\?|$)/);
    await expect(page.getByText('请重新登录')).toBeVisible();
    await page.goto('/main/wel/index');
    await expect(page).toHaveURL(/\/main\/login/);
  });

  test('that reports 500 gets the service error notice, like an HTTP answer', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-report-500').click();

    await expect(page.getByText('服务异常', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
  });

  test('that throws while rendering shows the error view in its tab, the shell usable, and comes back with a retry', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-crash').click();
    await expect(crm.getByTestId('subapp-root')).toHaveCount(0);
    const crashView = page.getByRole('region', { name: '此子应用出错了' });
    await expect(crashView).toBeVisible();

    // The menu and the tabs still work; the error view stays with its own tab.
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '保理业务' }).click();
    await menu.getByRole('menuitem', { name: '保理业务台账' }).click();
    await expect(page).toHaveURL(/\/main\/factoring\/ledger$/);
    await expectExampleShown(page, 'sub-factoring');
    await expect(crashView).toBeHidden();
    await tabStrip(page).getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await tabStrip(page).getByRole('tab', { name: '客户列表' }).click();
    await expect(crashView).toBeVisible();

    await crashView.getByRole('button', { name: '查看日志' }).click();
    const log = page.getByRole('dialog', { name: /本地日志/ });
    const row = log.getByRole('row').filter({ hasText: '示例子应用按要求在渲染时抛出了错误' });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText('/main/newcrm/customer/list');
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    await crashView.getByRole('button', { name: '重试' }).click();
    await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });
    await expect(crashView).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(activeTab(page)).toHaveText('客户列表');
  });

  test('that loops on errors does not flood the local log', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-error-burst').click();

    // A few rows, then one that counts the rest, once their window is over (10 s).
    const storedRows = () =>
      page.evaluate(() => {
        const stored = JSON.parse(window.localStorage.getItem('hf-logsList') ?? 'null') as {
          content?: { message: string }[];
        } | null;
        return (stored?.content ?? []).map((entry) => entry.message);
      });
    await expect
      .poll(async () => (await storedRows()).find((message) => message.includes('未记入日志')), {
        timeout: 20_000,
      })
      .toBe('sub-newcrm 在短时间内出错过多，另有 190 条错误未记入日志。');
    const burstRows = (await storedRows()).filter((message) => message.includes('连续抛出'));
    expect(burstRows).toHaveLength(10);
    await expect(crm.getByTestId('subapp-root')).toBeVisible();
  });
});
