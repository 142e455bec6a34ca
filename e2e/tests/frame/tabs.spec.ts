import { demoUsers, expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const fixedTabNames = ['首页', '个人设置', '通知公告', '我的待办', '消息中心'];

/** Opens a page by its address, as a bookmark would, and waits for its tab. */
async function openByAddress(page: Page, path: string, tabName: string) {
  await page.goto(path);
  await expect(tabStrip(page).getByRole('tab', { name: tabName })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('tabs', () => {
  test('the fixed tabs are always there and cannot be closed', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    const tabs = tabStrip(page).getByRole('tab');
    await expect(tabs).toHaveText(fixedTabNames);
    await expect(tabStrip(page).getByTestId('tab-close')).toHaveCount(0);
  });

  test('opening, closing, closing others and closing all', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openByAddress(page, '/main/newcrm/customer/list', '客户列表');
    await openByAddress(page, '/main/factoring/ledger', '保理业务台账');
    await openByAddress(page, '/main/other/index', '其他业务');
    const strip = tabStrip(page);
    await expect(strip.getByRole('tab', { name: '其他业务' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Closing the active tab shows the one to its left (nothing on its right).
    await strip.getByRole('tab', { name: '其他业务' }).getByTestId('tab-close').click();
    await expect(page).toHaveURL(/\/main\/factoring\/ledger$/);

    await strip.getByRole('tab', { name: '客户列表' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(strip.getByRole('tab')).toHaveText([...fixedTabNames, '客户列表']);
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);

    await strip.getByRole('tab', { name: '客户列表' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(strip.getByRole('tab')).toHaveCount(5);
  });

  test('the keyboard closes the focused tab with Delete, the mouse with its middle button', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openByAddress(page, '/main/newcrm/customer/list', '客户列表');
    await openByAddress(page, '/main/other/index', '其他业务');
    const strip = tabStrip(page);

    await strip.getByRole('tab', { name: '其他业务' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Delete');
    await expect(strip.getByRole('tab', { name: '客户列表' })).toHaveCount(0);
    await expect(strip.getByRole('tab', { name: '其他业务' })).toBeFocused();
    await expect(page).toHaveURL(/\/main\/other\/index$/);

    await strip.getByRole('tab', { name: '首页' }).click({ button: 'middle' });
    await strip.getByRole('tab', { name: '其他业务' }).click({ button: 'middle' });
    await expect(strip.getByRole('tab')).toHaveText(fixedTabNames);
    await expect(page).toHaveURL(/\/main\/wel\/message$/);
  });

  test('tabs survive a reload, one per full path', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openByAddress(page, '/main/newcrm/customer/list', '客户列表');
    await openByAddress(page, '/main/newcrm/customer/list', '客户列表');
    await openByAddress(page, '/main/credit/apply/list?status=draft', '授信申请');
    await page.reload();

    const strip = tabStrip(page);
    await expect(strip.getByRole('tab', { name: '客户列表' })).toHaveCount(1);
    await expect(strip.getByRole('tab', { name: '授信申请' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a kept-alive tab keeps its half-typed form; refresh asks, then starts it anew', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const strip = tabStrip(page);
    await strip.getByRole('tab', { name: '个人设置' }).click();
    await page.getByLabel('新密码', { exact: true }).fill('half typed');

    await strip.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByLabel('新密码', { exact: true })).toBeHidden();

    await strip.getByRole('tab', { name: '个人设置' }).click();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('half typed');

    // What was typed is unsaved work: refresh asks first, naming the tab.
    const refresh = page.getByTestId('tab-refresh').filter({ visible: true });
    await refresh.click();
    const ask = page.getByRole('dialog', { name: '有未保存的修改' });
    await expect(ask).toContainText('“个人设置”中有未保存的修改，刷新后将丢失。仍要刷新吗？');
    await ask.getByRole('button', { name: '继续编辑' }).click();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('half typed');

    await refresh.click();
    await ask.getByRole('button', { name: '放弃修改' }).click();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('');
  });

  test('a kept-alive tab keeps its scroll position', async ({ page, signedInAs }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await signedInAs(demoUsers.zhangsan);
    const strip = tabStrip(page);
    await strip.getByRole('tab', { name: '个人设置' }).click();
    await expect(page.getByLabel('新密码', { exact: true })).toBeVisible();
    const pane = page.getByTestId('tab-page').filter({ visible: true });
    await pane.evaluate((element) => element.scrollTo(0, 200));
    await expect.poll(() => pane.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

    await strip.getByRole('tab', { name: '首页' }).click();
    await strip.getByRole('tab', { name: '个人设置' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('tab-page')
          .filter({ visible: true })
          .evaluate((element) => element.scrollTop),
      )
      .toBeGreaterThan(100);
  });

  test("a page no menu entry names is titled by its app's name, an embedded site by its host", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openByAddress(page, '/main/newcrm/index', '客户管理');
    await expect(page).toHaveTitle('客户管理 - 集团业务核心系统');

    const site = encodeURIComponent('https://docs.example.com/guide');
    await openByAddress(page, `/main/iframe?url=${site}`, 'docs.example.com');
    await expect(page).toHaveTitle('docs.example.com - 集团业务核心系统');
  });
});
