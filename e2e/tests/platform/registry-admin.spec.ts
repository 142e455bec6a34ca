import type { Page } from '@playwright/test';
import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { registryEntry, servedRegistry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own: a route is added, changed and removed, which the shared server's other
// specs must not meet.
const port = e2eServer.port + 88;

const treasury = registryEntry({
  route: 'treasury',
  name: 'sub-treasury',
  url: '/sub-treasury/',
  titleZh: '资金管理',
  titleEn: 'Treasury',
  prefetch: true,
});

const rowsOf = (page: Page) =>
  page.getByTestId('registry-entries').locator('tbody tr.ant-table-row');

test.describe('the registry page’s daily work', () => {
  const server = serverOfTheseTests(port);

  test('an administrator finds an entry, reads its history, and removes it once no menu opens it', async ({
    page,
    playwright,
  }) => {
    const { origin } = server.current();
    // The entry and a menu entry of the small-loans firm opening it, made through the API.
    const request = await playwright.request.newContext({ baseURL: origin });
    const admin = await apiAs(request, demoUsers.sysadmin);
    await admin.post('/platform/registry/save', { entry: treasury, isNew: true });
    const { firms } = await admin.get<{ firms: { id: number; firmNo: string }[] }>(
      '/platform/menus',
    );
    const menuEntry = await admin.post<{ id: number }>('/platform/menus/save', {
      isNew: true,
      node: {
        firmId: firms.find(({ firmNo }) => firmNo === '1002')?.id,
        parentId: null,
        kind: 'menu',
        name: 'treasury-ledger',
        label: '资金台账',
        labelEn: 'Treasury ledger',
        icon: 'bank',
        target: { type: 'subApp', subRoute: 'treasury', page: 'ledger' },
        roleIds: [],
      },
    });

    await signIn(page, demoUsers.sysadmin, { origin });
    await page.goto(`${origin}/main/platform/registry`);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(31);

    // Search: by a name for people, then by the url; the list follows the box.
    const search = page.getByRole('searchbox', { name: '搜索子应用' });
    await search.fill('资金');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('/treasury · sub-treasury');
    await search.fill('/SUB-TREASURY/');
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('显示 1 / 31 个子应用')).toBeVisible();

    // Turned off, it is the one entry the filter "off" keeps.
    await search.fill('');
    await expect(rows).toHaveCount(31);
    await page.getByRole('switch', { name: '启用 treasury' }).click();
    await expect(page.getByRole('switch', { name: '启用 treasury' })).not.toBeChecked();
    await page.getByRole('combobox', { name: '启用状态' }).click();
    await page.getByTitle('已停用', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('资金管理');
    await page.getByRole('combobox', { name: '隔离方式' }).click();
    await page.getByTitle('独立框架（供应商应用）', { exact: true }).click();
    await expect(page.getByText('没有符合条件的子应用')).toBeVisible();
    await page.getByRole('combobox', { name: '隔离方式' }).click();
    await page.getByTitle('全部隔离方式', { exact: true }).click();
    await expect(rows).toHaveCount(1);

    // Its history, from the trail: turned off, then added, by the administrator.
    await rows.getByRole('button', { name: 'treasury 的变更历史' }).click();
    const drawer = page.getByRole('dialog', { name: '/treasury 的变更历史' });
    const records = drawer.getByTestId('registry-history-record');
    await expect(records).toHaveCount(2);
    await expect(records.nth(0)).toContainText('修改');
    await expect(records.nth(0)).toContainText('系统管理员（sysadmin）');
    await expect(records.nth(0)).toContainText('启用 是 否');
    await expect(records.nth(1)).toContainText('新增');
    await expect(records.nth(1)).toContainText('/sub-treasury/');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Refused while the menu entry opens it, naming it.
    const remove = async () => {
      await rows.getByRole('button', { name: '删除 treasury' }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /^删\s?除$/ })
        .click();
    };
    await remove();
    const refused = page.getByRole('dialog', { name: '不能删除子应用 treasury' });
    await expect(refused.getByTestId('registry-refusal')).toContainText(
      '仍有 1 个菜单项打开路由 treasury：示范小额贷款有限公司 › 资金台账（treasury-ledger）',
    );
    await refused.getByRole('button', { name: '知道了' }).click();
    await expect(refused).toBeHidden();
    await expect(rows).toHaveCount(1);
    expect((await servedRegistry(origin)).map(({ route }) => route)).toContain('treasury');

    // Once the menu entry is deleted, the entry goes: from the page, the served registry and
    // the list of every entry.
    await admin.post('/platform/menus/delete', { id: menuEntry.id });
    await remove();
    await expect(page.getByText('子应用 treasury 已删除')).toBeVisible();
    await expect(page.getByText('没有符合条件的子应用')).toBeVisible();
    await page.getByRole('combobox', { name: '启用状态' }).click();
    await page.getByTitle('全部状态', { exact: true }).click();
    await expect(rows).toHaveCount(30);
    await expect(rows.filter({ hasText: '/treasury · sub-treasury' })).toHaveCount(0);
    expect((await servedRegistry(origin)).map(({ route }) => route)).not.toContain('treasury');
    await request.dispose();
  });
});
