import { demoUsers, expect, test } from '../../support/fixtures';
import type { Locator, Page } from '@playwright/test';

const topBar = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) =>
  page.getByRole('navigation', { name: '主菜单' }).getByRole('menu', { name: '主菜单' });
const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** The signed-in workbench, loaded afresh with its menu, so the keyboard starts at the top. */
async function openWorkbench(page: Page) {
  await page.goto('/main/wel/index');
  await expect(mainMenu(page)).toBeVisible();
  await expect(tabStrip(page).getByRole('tab', { name: '首页' })).toBeVisible();
}

/** Whether the element draws a focus indicator. */
async function focusIndicator(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      isFocusVisible: element.matches(':focus-visible'),
      isDrawn: outline || style.boxShadow !== 'none',
    };
  });
}

test.describe('the keyboard', () => {
  test('Tab goes from the menu through the top bar to the tab strip, showing where it is', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openWorkbench(page);

    const stops = {
      menu: mainMenu(page),
      collapse: topBar(page).getByRole('button', { name: '收起菜单' }),
      search: topBar(page).getByRole('button', { name: '搜索菜单' }),
      theme: topBar(page).getByRole('button', { name: '切换主题' }),
      logs: topBar(page).getByRole('button', { name: /查看本地日志/ }),
      user: topBar(page).getByRole('button', { name: '用户菜单：张三' }),
      tabs: tabStrip(page).getByRole('tab', { name: '首页' }),
    };
    const names = Object.keys(stops) as (keyof typeof stops)[];
    for (const name of names) {
      await stops[name].evaluate((element, stop) => element.setAttribute('data-stop', stop), name);
    }

    const reached: string[] = [];
    for (let press = 0; press < 30 && reached.length < names.length; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => document.activeElement?.getAttribute('data-stop'));
      if (!stop || reached.includes(stop)) continue;
      reached.push(stop);
      expect(await focusIndicator(stops[stop as keyof typeof stops]), stop).toEqual({
        isFocusVisible: true,
        isDrawn: true,
      });
    }
    expect(reached).toEqual(names);
  });

  test('Enter and Space work the collapse button, the search and the log viewer', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openWorkbench(page);
    const sider = page.locator('.shell-frame__sider');

    await topBar(page).getByRole('button', { name: '收起菜单' }).focus();
    await page.keyboard.press('Enter');
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await expect(topBar(page).getByRole('button', { name: '展开菜单' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);

    const search = topBar(page).getByRole('button', { name: '搜索菜单' });
    await search.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: '菜单搜索' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();

    const logs = topBar(page).getByRole('button', { name: /查看本地日志/ });
    await logs.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: /本地日志/ });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(logs).toBeFocused();
  });

  test('the theme picker and the user menu open with Enter and are worked with the arrows', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openWorkbench(page);

    const picker = topBar(page).getByRole('button', { name: '切换主题' });
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: '白色主题' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: '星空主题' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/theme-star/);
    // The Enter that chose the theme does not go on to press the button and reopen the menu.
    await expect(page.getByRole('menuitemradio', { name: '星空主题' })).toBeHidden();
    await expect(picker).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: '星空主题' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitemradio', { name: '星空主题' })).toBeHidden();
    await expect(picker).toBeFocused();

    const userMenu = topBar(page).getByRole('button', { name: '用户菜单：张三' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    const items = page
      .getByRole('menu')
      .filter({ has: page.getByRole('menuitem', { name: '退出登录' }) });
    await expect(items.getByRole('menuitem', { name: '首页' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(items).toBeHidden();
    await expect(userMenu).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(items.getByRole('menuitem', { name: '首页' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(items.getByRole('menuitem', { name: '个人设置' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(items).toBeHidden();
    await expect(userMenu).toBeFocused();
  });

  test('the tab strip and the side menu are worked with the arrows and Enter', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openWorkbench(page);

    await tabStrip(page).getByRole('tab', { name: '首页' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabStrip(page).getByRole('tab', { name: '个人设置' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(tabStrip(page).getByRole('tab', { name: '个人设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const menu = mainMenu(page);
    await menu.focus();
    const customers = menu.getByRole('menuitem', { name: '客户管理' });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(customers).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press('Enter');
    const customerList = menu.getByRole('menuitem', { name: '客户列表' });
    await expect(customerList).toBeVisible();
    await page.keyboard.press('ArrowDown');
    // An entry of a page is a link: the menu puts the focus on it.
    await expect(customerList.getByRole('link', { name: '客户列表' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
  });
});
