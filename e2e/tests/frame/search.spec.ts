import { demoUsers, expect, test } from '../../support/fixtures';
import { addressWhenTabAppears } from '../../support/tab-strip';
import type { Page } from '@playwright/test';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: '菜单搜索' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox', { name: '搜索菜单' });

/** Ctrl+K, once the frame listens for it (the frame renders just after the address changes). */
async function pressSearchShortcut(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe('the menu search', () => {
  test('Ctrl+K opens it focused, pinyin initials find an entry and Enter opens it in a tab', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await pressSearchShortcut(page);
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.type('khlb');
    const results = searchDialog(page).getByRole('listbox', { name: '搜索结果' });
    await expect(results.getByRole('option', { name: /客户列表/ })).toBeVisible();
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/main\/newcrm\/customer\/list$/);
    await expect(searchDialog(page)).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '客户列表' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('a label prefix finds an entry too, and Escape closes without opening anything', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await pressSearchShortcut(page);
    await searchBox(page).fill('授信');

    await expect(searchDialog(page).getByRole('option', { name: /授信申请/ })).toBeVisible();
    await expect(searchDialog(page).getByRole('option', { name: /客户列表/ })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('the search button opens it with the mouse, and a click on a result opens it', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.getByRole('banner').getByRole('button', { name: '搜索菜单' }).click();

    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('gh');
    // A sub-application's page, as from the menu: its tab at once, the address once it shows.
    const addressWhenTabAppeared = addressWhenTabAppears(page, '公海客户池');
    await searchDialog(page)
      .getByRole('option', { name: /公海客户池/ })
      .click();

    expect(await addressWhenTabAppeared).toBe('/main/wel/index');
    await expect(page).toHaveURL(/\/main\/newcrm\/pool\/public$/);
    await expect(searchDialog(page)).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: '已打开的页面' })
        .getByRole('tab', { name: '公海客户池' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('a query that matches nothing says so', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await pressSearchShortcut(page);
    await searchBox(page).fill('zzzz');

    await expect(searchDialog(page).getByRole('status')).toHaveText('没有匹配的菜单');
    await expect(searchDialog(page).getByRole('option')).toHaveCount(0);
  });
});
