import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, openInShell, tabStrip } from './sub-app-page';

/** Opens the example app's form in 客户列表 and types into it, which the app marks unsaved. */
async function halfFillCustomerForm(page: Page) {
  await openInShell(page, '/newcrm/customer/list');
  const crm = await expectExampleShown(page, 'sub-newcrm');
  await crm.getByTestId('subapp-link-form').click();
  await crm.getByTestId('subapp-form-customer').fill('上海某某贸易');
  // The app said so through the SDK's setDirty: the tab is marked, for the eye and the ear.
  const crmTab = tabStrip(page).getByRole('tab', { name: '客户列表' });
  await expect(crmTab).toHaveAccessibleDescription('有未保存的修改');
  await expect(crmTab.getByTestId('tab-unsaved')).toBeVisible();
  return { crm, crmTab };
}

test.describe('unsaved work in a sub-application', () => {
  test('is asked about, naming its tab, before the tab closes, a firm switch or sign-out', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const { crm, crmTab } = await halfFillCustomerForm(page);

    await crmTab.getByTestId('tab-close').click();
    const ask = page.getByRole('dialog', { name: '有未保存的修改' });
    await expect(ask).toContainText('“客户列表”中有未保存的修改，关闭后将丢失。仍要关闭吗？');
    // Enter keeps the work.
    await expect(ask.getByRole('button', { name: '继续编辑' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(activeTab(page)).toHaveText('客户列表');
    await expect(crm.getByTestId('subapp-form-customer')).toHaveValue('上海某某贸易');

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '切换机构' }).click();
    const firmSwitch = page.getByRole('dialog', { name: '切换机构' });
    await expect(firmSwitch).toContainText('“客户列表”中有未保存的修改，将会丢失。');
    await firmSwitch.getByRole('button', { name: '取消' }).click();
    await expect(firmSwitch).toBeHidden();

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const signOut = page.getByRole('dialog', { name: '退出系统' });
    await expect(signOut).toContainText('“客户列表”中有未保存的修改，将会丢失。');
    await signOut.getByRole('button', { name: '取消' }).click();
    await expect(signOut).toBeHidden();

    // Submitted, the work is saved: the tab closes without a question.
    await crm.getByTestId('subapp-form-amount').fill('500000');
    await crm.getByTestId('subapp-form-submit').click();
    await expect(crmTab).toHaveAccessibleDescription('');
    await crmTab.getByTestId('tab-close').click();
    await expect(crmTab).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: '有未保存的修改' })).toHaveCount(0);
  });

  test('closes when the user chooses to discard it, and the browser asks before the page goes', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const { crm, crmTab } = await halfFillCustomerForm(page);

    // Closing the browser tab: the browser's own question; staying keeps everything.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(crm.getByTestId('subapp-form-customer')).toHaveValue('上海某某贸易');

    await page.getByRole('tab', { name: '首页' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    const ask = page.getByRole('dialog', { name: '有未保存的修改' });
    await expect(ask).toContainText('“客户列表”中有未保存的修改');
    await ask.getByRole('button', { name: '放弃修改' }).click();
    await expect(crmTab).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});
