import { demoUsers, expect, fillSignInForm, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

/** The class of <html>; none yet right after a navigation commits, before the parser made it. */
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement?.className ?? '');

/** What the sider paints: a colour or a gradient (with stars, in theme-star). */
const siderPaint = (page: Page) =>
  page.locator('.shell-frame__sider').evaluate((sider) => {
    const style = getComputedStyle(sider);
    return `${style.backgroundColor} ${style.backgroundImage}`;
  });

async function chooseTheme(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: '切换主题' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('themes', () => {
  test('choosing a theme repaints the frame at once, without a reload', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await expect(page.locator('html')).toHaveClass(/(^|\s)theme-white(\s|$)/);
    await expect(page.locator('.shell-frame__sider')).toBeVisible();
    const whitePaint = await siderPaint(page);
    await page.evaluate(() => Object.assign(window, { themeMarker: 'same page' }));

    await chooseTheme(page, '星空主题');

    await expect(page.locator('html')).toHaveClass(/(^|\s)theme-star(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/theme-white/);
    await expect.poll(() => siderPaint(page)).not.toBe(whitePaint);
    expect(await page.evaluate(() => (window as { themeMarker?: string }).themeMarker)).toBe(
      'same page',
    );

    await page.getByRole('banner').getByRole('button', { name: '切换主题' }).click();
    await expect(page.getByRole('menuitemradio', { name: '星空主题' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitemradio', { name: '白色主题' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('after a reload the theme is on <html> before the app script runs', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await chooseTheme(page, '星空主题');
    await expect(page.locator('html')).toHaveClass(/theme-star/);

    // Hold the shell's entry script: whatever is on the page until it is let go is index.html's.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/main/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => htmlClass(page)).toContain('theme-star');
    await expect(page.locator('.boot-loading')).toBeVisible();
    await expect(page.locator('.shell-frame')).toHaveCount(0);

    release();
    await expect(page.locator('.shell-frame__sider')).toBeVisible();
    expect(await htmlClass(page)).toContain('theme-star');
    expect(await htmlClass(page)).not.toContain('theme-white');
  });

  test('the chosen theme survives signing out and in again', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await chooseTheme(page, '尊贵黑金');
    await expect(page.locator('html')).toHaveClass(/theme-vip/);

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/main\/login$/);
    await expect(page.locator('html')).toHaveClass(/theme-vip/);

    await fillSignInForm(page, demoUsers.zhangsan.username, demoUsers.zhangsan.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.locator('.shell-frame__sider')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/theme-vip/);
    await page.getByRole('banner').getByRole('button', { name: '切换主题' }).click();
    await expect(page.getByRole('menuitemradio', { name: '尊贵黑金' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
