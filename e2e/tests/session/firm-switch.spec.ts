import { demoUsers, expect, test } from '../../support/fixtures';

test.describe('switching firm', () => {
  test('a one-firm user is not offered the switch', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.lisi);
    await page.getByTestId('current-user-name').click();
    const userMenu = page.locator('.ant-dropdown').getByRole('menu');
    await expect(userMenu.getByRole('menuitem', { name: '个人设置' })).toBeVisible();
    await expect(userMenu.getByRole('menuitem', { name: '切换机构' })).toHaveCount(0);
  });

  test('refuses no choice, then switches: menu, tabs, user info and permissions follow', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '保理业务' })).toBeVisible();
    await page.goto('/main/factoring/ledger');
    await expect(page.getByRole('tab', { name: '保理业务台账' })).toBeVisible();

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '切换机构' }).click();
    const dialog = page.getByRole('dialog', { name: '切换机构' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请选择要切换的机构');
    await dialog.getByText('示范小额贷款有限公司').click();
    await dialog.getByRole('button', { name: '确定' }).click();

    await expect(page.getByText('机构切换成功：示范小额贷款有限公司')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(menu.getByRole('menuitem', { name: '小微贷' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '保理业务' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: '保理业务台账' })).toHaveCount(0);
    await expect(page.getByTestId('brand')).toContainText('示范小额贷款有限公司');
    await expect(page.getByTestId('firm-logo')).toHaveAttribute('src', /firm-1002/);

    // The ledger is the first firm's: the address stays, and switching back is offered.
    await page.goto('/main/factoring/ledger');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    await expect(
      page.getByRole('heading', { name: '此页面属于示范商业保理有限公司' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/main\/factoring\/ledger$/);
  });

  test('a firm switch in one browser tab brings the others into the new firm', async ({
    page,
    context,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const second = await context.newPage();
    await second.goto('/main/wel/index');
    const secondMenu = second.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await expect(secondMenu.getByRole('menuitem', { name: '保理业务' })).toBeVisible();

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '切换机构' }).click();
    const dialog = page.getByRole('dialog', { name: '切换机构' });
    await dialog.getByText('示范小额贷款有限公司').click();
    await dialog.getByRole('button', { name: '确定' }).click();

    await expect(secondMenu.getByRole('menuitem', { name: '小微贷' })).toBeVisible();
    await expect(secondMenu.getByRole('menuitem', { name: '保理业务' })).toHaveCount(0);
    await expect(second.getByTestId('brand')).toContainText('示范小额贷款有限公司');
  });
});
