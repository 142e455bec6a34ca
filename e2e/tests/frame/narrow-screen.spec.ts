import { demoUsers, expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const topBar = (page: Page) => page.getByRole('banner');

test.describe('a narrow screen', () => {
  test('the menu lives in a drawer, which closes once an entry is chosen', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(topBar(page)).toBeVisible();
    await expect(page.locator('.shell-frame__sider')).toHaveCount(0);
    await expect(mainMenu(page)).toBeHidden();

    const toggle = topBar(page).getByRole('button', { name: '展开菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page)).toBeInViewport();
    await expect(topBar(page).getByRole('button', { name: '收起菜单' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const menu = mainMenu(page).getByRole('menu');
    await menu.getByRole('menuitem', { name: '客户管理' }).click();
    await menu.getByRole('menuitem', { name: '客户列表' }).click();

    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(mainMenu(page)).toBeHidden();
    await expect(topBar(page).getByRole('button', { name: '展开菜单' })).toBeVisible();
    // The strip, wider than the screen, scrolls to the new tab.
    const newTab = page
      .getByRole('navigation', { name: '已打开的页面' })
      .getByRole('tab', { name: '客户列表' });
    await expect(newTab).toHaveAttribute('aria-selected', 'true');
    await expect(newTab).toBeInViewport({ ratio: 1 });
  });

  test('the drawer closes without choosing, from its mask', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await topBar(page).getByRole('button', { name: '展开菜单' }).click();
    await expect(mainMenu(page)).toBeVisible();

    // The mask covers what the drawer leaves free, on its right.
    await page.mouse.click(360, 400);
    await expect(mainMenu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('the tab strip and the top bar controls fit and work', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    const strip = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(strip).toBeInViewport();

    const settingsTab = strip.getByRole('tab', { name: '个人设置' });
    await expect(settingsTab).toBeInViewport();
    await settingsTab.click();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(settingsTab).toHaveAttribute('aria-selected', 'true');

    await strip.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    // A tab the narrow strip scrolled away is one click away under the chevron.
    await strip.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '消息中心' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/message$/);

    const controls = [
      '展开菜单',
      '搜索菜单',
      '全屏',
      '切换主题',
      '查看本地日志（0 条）',
      '锁屏',
      '截图反馈',
      '中文',
      'English',
      '用户菜单：张三',
    ];
    for (const name of controls) {
      const control = topBar(page).getByRole('button', { name, exact: true });
      await expect(control).toBeInViewport({ ratio: 1 });
      // A finger needs 24 × 24 px at least (WCAG 2.5.8); a crowded bar must not squeeze them.
      const box = await control.boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(24);
      expect(box?.height, name).toBeGreaterThanOrEqual(24);
    }

    await topBar(page).getByRole('button', { name: '搜索菜单' }).click();
    const search = page.getByRole('dialog', { name: '菜单搜索' });
    await expect(search).toBeInViewport();
    await search.getByRole('combobox').fill('khlb');
    await search.getByRole('option', { name: /客户列表/ }).click();
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    // The theme is chosen on a settled page: the search closed, the sub-app mounted.
    await expect(search).toBeHidden();
    await expect(page.getByTestId('subapp-root')).toBeVisible();

    await topBar(page).getByRole('button', { name: '切换主题' }).click();
    const darkBlue = page.getByRole('menuitemradio', { name: '深蓝主题' });
    await darkBlue.click();
    await expect(page.locator('html')).toHaveClass(/theme-bule/);
    await expect(darkBlue).toBeHidden();

    await topBar(page).getByRole('button', { name: '用户菜单：张三' }).click();
    const settings = page.getByRole('menuitem', { name: '个人设置' });
    await expect(settings).toBeInViewport();
    await settings.click();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
  });
});
