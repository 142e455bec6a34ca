import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { expectExampleShown } from '../sub-apps/sub-app-page';

const portalPort = e2eServer.port + 66;
const portalOrigin = `http://127.0.0.1:${portalPort}`;

test.describe('the menus page', () => {
  serverOfTheseTests(portalPort);

  test('an administrator adds a 31st sub-app and its entry for one firm, used at once with nothing built or restarted', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/platform/registry`);
    await page.getByRole('button', { name: '新增子应用' }).click();
    const registryDrawer = page.getByRole('dialog', { name: '新增子应用' });
    await registryDrawer.getByLabel('路由').fill('treasury');
    await registryDrawer.getByLabel('应用名称').fill('sub-treasury');
    await registryDrawer.getByLabel('中文名称').fill('资金管理');
    await registryDrawer.getByLabel('英文名称').fill('Treasury');
    await registryDrawer.getByLabel('地址', { exact: true }).fill('/sub-treasury/');
    await registryDrawer.getByRole('button', { name: '保存' }).click();
    await expect(registryDrawer).toBeHidden();

    // The registry page has its section open already.
    const menusEntry = page.getByRole('menuitem', { name: '菜单管理' });
    if (!(await menusEntry.isVisible()))
      await page.getByRole('menuitem', { name: '平台运维' }).click();
    await menusEntry.click();
    await expect(page.getByRole('tree')).toContainText('工作台');
    await page.getByRole('combobox', { name: '公司' }).click();
    await page.getByTitle(/示范小额贷款有限公司/).click();
    await expect(page.getByRole('tree')).toContainText('100 万自主贷');

    await page.getByRole('button', { name: '新增菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '新增菜单' });
    await drawer.getByLabel('中文名称').fill('资金台账');
    await drawer.getByLabel('英文名称').fill('Treasury ledger');
    await drawer.getByLabel('标识').fill('treasury-ledger');
    await drawer.getByRole('combobox', { name: '子应用路由' }).fill('treasury');
    await page.getByTitle(/^treasury · /).click();
    await drawer.getByLabel('页面', { exact: true }).fill('ledger');
    await drawer.getByRole('checkbox', { name: /R2001/ }).check();
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    const entry = page.getByRole('treeitem', { name: /资金台账/ });
    await expect(entry).toContainText('/treasury/ledger');

    // A user of that firm sees it and opens it: the example app mounts under the new route.
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoUsers.zhoujiu, { origin: portalOrigin });
    await staffPage.getByRole('menuitem', { name: '资金台账' }).click();
    await expect(staffPage).toHaveURL(/\/main\/treasury\/ledger$/);
    await expectExampleShown(staffPage, 'sub-treasury', { userName: '周九' });
    await staff.close();

    // A user of another firm only is refused the page.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, demoUsers.lisi, { origin: portalOrigin });
    await expect(otherPage.getByRole('menuitem', { name: '资金台账' })).toHaveCount(0);
    await otherPage.goto(`${portalOrigin}/main/treasury/ledger`);
    await expect(otherPage.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    await other.close();
  });
});
