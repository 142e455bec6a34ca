import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { servedRegistry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';

const portalPort = e2eServer.port + 65;
const portalOrigin = `http://127.0.0.1:${portalPort}`;

test.describe('the sub-app registry page', () => {
  serverOfTheseTests(portalPort);

  test('an administrator adds a 31st sub-app, served at once with nothing built or restarted', async ({
    page,
  }) => {
    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.getByRole('menuitem', { name: '平台运维' }).click();
    await page.getByRole('menuitem', { name: '子应用注册表' }).click();
    await expect(page.getByRole('row', { name: /客户管理/ })).toBeVisible();

    await page.getByRole('button', { name: '新增子应用' }).click();
    const drawer = page.getByRole('dialog', { name: '新增子应用' });
    // A route the portal owns is refused by the server, the form kept as typed.
    await drawer.getByLabel('路由').fill('wel');
    await drawer.getByLabel('应用名称').fill('sub-treasury');
    await drawer.getByLabel('中文名称').fill('资金管理');
    await drawer.getByLabel('英文名称').fill('Treasury');
    await drawer.getByLabel('地址', { exact: true }).fill('/sub-treasury/');
    await drawer.getByLabel('负责团队').fill('资金科技组');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByRole('alert')).toContainText('路由 wel 为门户自身使用');

    await drawer.getByLabel('路由').fill('treasury');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('row', { name: /资金管理/ })).toContainText('/sub-treasury/');
    expect((await servedRegistry(portalOrigin)).at(-1)).toMatchObject({
      route: 'treasury',
      name: 'sub-treasury',
      url: '/sub-treasury/',
    });
  });

  test('an app turned off leaves the open menu and its open tab says so, with no reload', async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoUsers.zhangsan, { origin: portalOrigin });
    await staffPage.goto(`${portalOrigin}/main/postloan/check/list`);
    await expect(staffPage.locator('micro-app[name="sub-postloan"]')).toHaveCount(1);
    const postloanEntry = staffPage.getByRole('menuitem', { name: '贷后检查' });
    await expect(postloanEntry).toBeVisible();

    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/platform/registry`);
    await page.getByRole('switch', { name: '启用 postloan' }).click();
    await expect(page.getByRole('switch', { name: '启用 postloan' })).not.toBeChecked();
    expect(
      (await servedRegistry(portalOrigin)).find(({ route }) => route === 'postloan'),
    ).toMatchObject({
      disabled: true,
    });

    // The user's next navigations bring the change: no reload, the tab stays where it was. Once
    // the menu has dropped its entry, the tab is named after the app (贷后管理), not the entry.
    await expect(async () => {
      await staffPage.getByRole('tab', { name: '首页' }).click();
      await staffPage.getByRole('tab', { name: /贷后(检查|管理)/ }).click({ timeout: 2_000 });
      await expect(staffPage.getByTestId('sub-app-page')).toHaveAttribute(
        'data-state',
        'disabled',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(staffPage.getByText('该子应用已被平台管理员停用')).toBeVisible();
    await expect(staffPage.locator('micro-app[name="sub-postloan"]')).toHaveCount(0);
    await expect(postloanEntry).toHaveCount(0);
    await staff.close();
  });
});
