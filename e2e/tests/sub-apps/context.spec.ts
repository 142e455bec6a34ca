import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';
import { expectExampleShown, openInShell, switchFirm, tabStrip } from './sub-app-page';

async function switchLanguage(page: Page, name: '中文' | 'English') {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function chooseTheme(page: Page, themeLabel: RegExp) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /切换主题|Choose theme/ })
    .click();
  await page.getByRole('menuitemradio', { name: themeLabel }).click();
}

test.describe('the context a sub-application receives', () => {
  test('holds the user, the token, the buttons and the CRM user info of the firm', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');

    await expect(crm.getByTestId('subapp-firm')).toHaveText(/^1001 #\d+$/);
    await expect(crm.getByTestId('subapp-dept')).toHaveText('保理业务一部');
    await expect(crm.getByTestId('subapp-crm-role')).toHaveText('manager');
    await expect(crm.getByTestId('subapp-crm-dept')).toHaveText('保理业务一部 · 商业保理');
    await expect(crm.getByTestId('subapp-token')).toHaveText(/^.{6}…$/);
    await expect(crm.getByTestId('subapp-buttons')).toContainText('credit_apply_approve');
    await expect(crm.getByTestId('subapp-base-route')).toHaveText('/main/newcrm');
  });

  test('follows a firm switch', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    let crm = await expectExampleShown(page, 'sub-newcrm');
    await expect(crm.getByTestId('subapp-crm-role')).toHaveText('manager');

    await switchFirm(page, '示范小额贷款有限公司');
    await openInShell(page, '/newcrm/customer/list');
    crm = await expectExampleShown(page, 'sub-newcrm');

    await expect(crm.getByTestId('subapp-firm')).toHaveText(/^1002 #\d+$/);
    await expect(crm.getByTestId('subapp-dept')).toHaveText('信贷审批部');
    await expect(crm.getByTestId('subapp-crm-role')).toHaveText('staff');
    await expect(crm.getByTestId('subapp-crm-dept')).toHaveText('信贷审批部 · 小微金融');
    await expect(crm.getByTestId('subapp-buttons')).toContainText('xwd_loan_approve');
    await expect(crm.getByTestId('subapp-buttons')).not.toContainText('credit_apply_delete');
  });

  test('follows a language change, shown or kept hidden in the background', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');
    await crm.getByTestId('subapp-counter-increment').click();

    await switchLanguage(page, 'English');
    await expect(crm.getByTestId('subapp-locale')).toHaveText('en');
    await expect(crm.getByRole('heading', { level: 1 })).toHaveText('Example sub-application');
    await expect(crm.getByTestId('subapp-root')).toHaveAttribute('lang', 'en');

    await page
      .getByRole('navigation', { name: 'Open pages' })
      .getByRole('tab', { name: 'Home' })
      .click();
    await switchLanguage(page, '中文');
    await tabStrip(page).getByRole('tab', { name: '客户列表' }).click();
    await expect(crm.getByTestId('subapp-locale')).toHaveText('zh-CN');
    await expect(crm.getByRole('heading', { level: 1 })).toHaveText('示例子应用');
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');
  });

  test('follows a theme change', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/customer/list');
    const crm = await expectExampleShown(page, 'sub-newcrm');
    await expect(crm.getByTestId('subapp-theme')).toHaveText('theme-white');

    await chooseTheme(page, /星空主题/);
    await expect(crm.getByTestId('subapp-theme')).toHaveText('theme-star');
    await expect(crm.getByTestId('subapp-root')).toHaveAttribute('data-theme', 'theme-star');
  });
});
