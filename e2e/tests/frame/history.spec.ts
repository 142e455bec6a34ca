import { demoUsers, expect, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, tabStrip } from '../sub-apps/sub-app-page';

test.describe("the browser's Back and Forward", () => {
  test('move the address, the tab and the page together, across tabs chosen on the strip', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const strip = tabStrip(page);
    const settings = page.getByLabel('新密码', { exact: true });

    await strip.getByRole('tab', { name: '个人设置' }).click();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await strip.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(settings).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(activeTab(page)).toHaveText('个人设置');
    await expect(settings).toBeVisible();
    // The browser's tab and history name the page too.
    await expect(page).toHaveTitle('个人设置 - 集团业务核心系统');

    await page.goBack();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(activeTab(page)).toHaveText('首页');
    await expect(settings).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(activeTab(page)).toHaveText('个人设置');
    await expect(settings).toBeVisible();
  });

  test('show the sub-application of the address, its tab chosen on the strip before', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const strip = tabStrip(page);
    await page.getByRole('menuitem', { name: '客户管理' }).click();
    await page.getByRole('menuitem', { name: '客户列表' }).click();
    const crm = await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });

    await strip.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(crm.getByTestId('subapp-root')).toBeHidden();
    await strip.getByRole('tab', { name: '客户列表' }).click();
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(activeTab(page)).toHaveText('首页');
    await expect(crm.getByTestId('subapp-root')).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(activeTab(page)).toHaveText('客户列表');
    await expect(crm.getByTestId('subapp-root')).toBeVisible();
    await expect(page).toHaveTitle('客户列表 - 集团业务核心系统');
  });
});
