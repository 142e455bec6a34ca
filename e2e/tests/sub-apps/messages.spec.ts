import { demoUsers, expect, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, openInShell, subApp, tabStrip } from './sub-app-page';

test.describe('what a sub-application asks of the shell', () => {
  test('opens a tab of another sub-application, which then closes itself', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-open-tab').click();
    await expect(page).toHaveURL(/\/main\/credit\/apply\/list$/);
    await expect(activeTab(page)).toHaveText('授信申请');
    const credit = await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });

    await credit.getByTestId('subapp-close-self').click();
    await expect(tabStrip(page).getByRole('tab', { name: '授信申请' })).toHaveCount(0);
    await expect(subApp(page, 'sub-credit')).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(crm.getByTestId('subapp-root')).toBeVisible();
  });

  test('sets the title of its tab, kept when the tab is shown again', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-title-input').fill('客户 上海某某贸易');
    await crm.getByTestId('subapp-set-title').click();
    await expect(activeTab(page)).toHaveText('客户 上海某某贸易');

    await tabStrip(page).getByRole('tab', { name: '首页' }).click();
    await tabStrip(page).getByRole('tab', { name: '客户 上海某某贸易' }).click();
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(activeTab(page)).toHaveText('客户 上海某某贸易');
  });

  test('sends the shell to the workbench', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await crm.getByTestId('subapp-navigate-shell').click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(activeTab(page)).toHaveText('首页');
  });
});
