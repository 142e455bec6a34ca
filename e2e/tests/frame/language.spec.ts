import { demoUsers, expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

async function switchLanguage(page: Page, name: '中文' | 'English') {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Logs a failed image load, so that the log viewer has a row whose antd texts can be read. */
async function logFailedImage(page: Page) {
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/main/no-such-image.png';
    image.alt = '';
    image.hidden = true;
    document.body.append(image);
  });
}

test.describe('the language', () => {
  test('switching to English translates the menu, the tabs and antd, without a reload; and back', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { languageMarker: 'same page' }));
    await logFailedImage(page);

    await switchLanguage(page, 'English');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Customers' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Customer list' })).toBeVisible();
    const strip = page.getByRole('navigation', { name: 'Open pages' });
    await expect(strip.getByRole('tab', { name: 'Home' })).toBeVisible();
    await expect(strip.getByRole('tab', { name: 'Personal settings' })).toBeVisible();

    // antd's own words come from its locale: the dialog's close button and the row expander.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Open the local log/ })
      .click();
    const viewer = page.getByRole('dialog', { name: /Local log/ });
    await expect(viewer.getByRole('button', { name: 'Expand row' })).toBeVisible();
    await expect(viewer.locator('.ant-modal-close')).toHaveAttribute('aria-label', 'Close');
    await viewer.locator('.ant-modal-close').click();
    await expect(viewer).toBeHidden();

    await switchLanguage(page, '中文');

    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '客户列表' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '首页' }),
    ).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /查看本地日志/ })
      .click();
    await expect(
      page.getByRole('dialog', { name: /本地日志/ }).getByRole('button', { name: '展开行' }),
    ).toBeVisible();

    expect(await page.evaluate(() => (window as { languageMarker?: string }).languageMarker)).toBe(
      'same page',
    );
  });

  test('the chosen language is kept for the next visit', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await switchLanguage(page, 'English');
    await page.reload();

    await expect(
      page.getByRole('navigation', { name: 'Open pages' }).getByRole('tab', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
