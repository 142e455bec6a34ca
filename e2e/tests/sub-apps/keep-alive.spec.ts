import { demoUsers, expect, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, openInShell, subApp, tabStrip } from './sub-app-page';

test.describe('a kept-alive sub-application', () => {
  test('keeps its counter and half-filled form across tab switches, its address followed', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });
    const strip = tabStrip(page);
    const tabCount = await strip.getByRole('tab').count();

    await crm.getByTestId('subapp-counter-increment').click();
    await crm.getByTestId('subapp-counter-increment').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '2');

    // The app goes to its form page: the shell's address and the tab follow, nothing remounts.
    await crm.getByTestId('subapp-link-form').click();
    await expect(page).toHaveURL(/\/main\/newcrm\/form$/);
    await expect(activeTab(page)).toHaveText('客户列表');
    await expect(strip.getByRole('tab')).toHaveCount(tabCount);
    await crm.getByTestId('subapp-form-customer').fill('上海某某贸易');
    await crm.getByTestId('subapp-form-amount').fill('500000');

    await strip.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(crm.getByTestId('subapp-root')).toBeHidden();

    await strip.getByRole('tab', { name: '客户列表' }).click();
    await expect(page).toHaveURL(/\/main\/newcrm\/form$/);
    await expect(crm.getByTestId('subapp-form-customer')).toHaveValue('上海某某贸易');
    await expect(crm.getByTestId('subapp-form-amount')).toHaveValue('500000');
    await crm.getByTestId('subapp-link-overview').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '2');
  });

  test('two tabs of the same sub-application switch its route in one instance', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm', { path: '/customer/list' });
    await crm.getByTestId('subapp-counter-increment').click();

    await openInShell(page, '/newcrm/pool/public');
    await expect(activeTab(page)).toHaveText('公海客户池');
    await expect(crm.getByTestId('subapp-path')).toHaveText('/pool/public');
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');
    await expect(page.locator('micro-app')).toHaveCount(1);

    await tabStrip(page).getByRole('tab', { name: '客户列表' }).click();
    await expect(crm.getByTestId('subapp-path')).toHaveText('/customer/list');
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);

    // Closing one of its tabs keeps the app for the other; closing the last one unmounts it.
    await tabStrip(page).getByRole('tab', { name: '公海客户池' }).getByTestId('tab-close').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');
    await tabStrip(page).getByRole('tab', { name: '客户列表' }).getByTestId('tab-close').click();
    await expect(subApp(page, 'sub-newcrm')).toHaveCount(0);
  });

  test('a tab the app moved reopens at its new page after a reload', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');
    await crm.getByTestId('subapp-link-form').click();
    await expect(page).toHaveURL(/\/main\/newcrm\/form$/);

    await page.reload();
    await expect(crm.getByTestId('subapp-page-form')).toBeVisible();
    await expect(activeTab(page)).toHaveText('客户列表');
  });
});
