import type { MenuNode } from '@portal/contract';
import { demoUsers, expect, test } from '../../support/fixtures';
import { addressWhenTabAppears } from '../../support/tab-strip';

test.describe('the side menu', () => {
  test('shows the firm menu without the kpi entry, and opens an entry as a tab', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '客户管理' })).toBeVisible();
    await expect(menu.getByText('绩效考核')).toHaveCount(0);
    await expect(menu.getByText('一代产品')).toHaveCount(0);

    await menu.getByRole('menuitem', { name: '客户管理' }).click();
    await menu.getByRole('menuitem', { name: '客户列表' }).click();

    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(page.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-newcrm');
    await expect(page.getByRole('tab', { name: '客户列表' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('客户列表');
  });

  test('a sub-application entry has its tab at once; the address follows once the app shows', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '客户管理' }).click();
    const addressWhenTabAppeared = addressWhenTabAppears(page, '客户列表');
    await menu.getByRole('menuitem', { name: '客户列表' }).click();

    expect(await addressWhenTabAppeared).toBe('/main/wel/index');
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(page.getByRole('tab', { name: '客户列表' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: '客户列表' })).toHaveCount(1);
  });

  test('a reload of a menu route opens it, with its section open', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/credit/apply/list?status=draft');

    await expect(page.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-credit');
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('授信申请');
  });

  test('a known route that no menu of the user reaches shows 403', async ({ page, signedInAs }) => {
    // 李四 has one firm, whose menu does not reach the small loans.
    await signedInAs(demoUsers.lisi);
    await page.goto('/main/xwd-100zz/index');
    await expect(page).toHaveURL(/\/main\/xwd-100zz\/index$/);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
  });

  test('the kpi route, hidden from the menu, opens', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/kpi/index');
    await expect(page.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-kpi');
  });

  test("a page of the user's other firm offers to switch there, at the same address", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/xwd-100zz/index');

    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    await expect(
      page.getByRole('heading', { name: '此页面属于示范小额贷款有限公司' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/main\/xwd-100zz\/index$/);
    await page.getByRole('button', { name: '切换到示范小额贷款有限公司并打开' }).click();

    await expect(page.getByTestId('sub-app-page')).toHaveAttribute('data-app', 'sub-xwd-100zz');
    await expect(page).toHaveURL(/\/main\/xwd-100zz\/index$/);
    await expect(page.getByRole('button', { name: /示范小额贷款有限公司/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: '100 万自主贷' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a signed-in page is never shown without a token', async ({ page }) => {
    await page.goto('/main/newcrm/customer/list');
    await expect(page).toHaveURL(/\/main\/login\?redirect=%2Fnewcrm%2Fcustomer%2Flist$/);
  });

  test('an http(s) link opens in the embedded page', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '综合服务' }).click();
    await menu.getByRole('menuitem', { name: '帮助中心' }).click();

    await expect(page).toHaveURL(/\/main\/iframe\?url=https/);
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.example.com/portal/help',
    );
    await expect(page.getByRole('tab', { name: '帮助中心' })).toBeVisible();
  });

  test('an entry cut short by the sider shows itself whole on hover', async ({
    page,
    signedInAs,
  }) => {
    // A label far wider than the sider in any font, so the test never rests on the fonts installed.
    const longLabel =
      `Personal settings: ${'profile, password, language and theme; '.repeat(4)}`.trim();
    await page.route('**/upms/menu/getTreeByRoleId**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { menu: MenuNode[] } };
      relabel(body.data.menu, 'info', longLabel);
      await route.fulfill({ response, json: body });
    });
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');

    const settings = menu.getByText(longLabel, { exact: true });
    await settings.hover();
    await expect(settings).toHaveAttribute('title', longLabel);
    const home = menu.getByText('首页', { exact: true });
    await home.hover();
    await expect(home).not.toHaveAttribute('title');
  });

  test('collapsing the menu is remembered', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    const sider = page.locator('.shell-frame__sider');
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);

    await page.reload();
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  });
});

function relabel(nodes: MenuNode[], name: string, label: string) {
  for (const node of nodes) {
    if (node.name === name) node.label = label;
    relabel(node.childs, name, label);
  }
}
