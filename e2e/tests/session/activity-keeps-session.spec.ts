import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

/**
 * The server's idle rules in these tests: a session of 60 s (the least CORE_CACHE_TTL_SECONDS
 * takes) that counts as expiring with 40 s or less left (a 35 s countdown plus a 5 s check), so a
 * person who does nothing is warned 20 s after signing in, and signed out 35 s later. The server
 * keeps real time, so the lifetime really passes: a fake clock in the page (`page.clock`) would
 * move the shell's timers but not the session's end.
 */
const sessionTtlSeconds = 60;
const serverSessionTimers = { cacheCheckIntervalMs: 5_000, idleCountdownSeconds: 35 };
const expiryCheck = '**/api/upms/app/query/core/cache/ttl/by/userId?*';

/**
 * The shell checks its session every second here rather than every 5 s: the countdown shows as
 * soon as the server says so.
 */
async function checkEverySecond(target: Page | BrowserContext) {
  await target.route('**/main/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { session: Record<string, number> };
    config.session = { ...config.session, ...serverSessionTimers, cacheCheckIntervalMs: 1_000 };
    await route.fulfill({ response, json: config });
  });
}

const expiryDialog = (page: Page) => page.getByRole('dialog', { name: '登录即将过期' });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Opens a page of the workbench's menu section, as a person clicking through their day. */
async function openFromMenu(page: Page, entry: '我的待办' | '消息中心') {
  const section = mainMenu(page).getByRole('menuitem', { name: '工作台' });
  await expect(section).toBeVisible();
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await mainMenu(page).getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveURL(entry === '我的待办' ? /\/wel\/backlog$/ : /\/wel\/message$/);
}

/** Notes, on `<html data-focus-at-open>`, what had the focus when the expiry dialog appeared. */
async function recordFocusWhenDialogAppears(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) =>
        element.textContent.includes('登录即将过期'),
      );
      if (!dialog) return;
      const focused = document.activeElement;
      document.documentElement.dataset.focusAtOpen =
        !focused || focused === document.body ? 'nothing' : (focused.textContent ?? '');
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

test.describe('activity keeps a session alive', () => {
  const port = e2eServer.port + 60;
  const configFile = join(tmpdir(), `portal-e2e-activity-${process.pid}.json`);
  test.beforeAll(() => writeFileSync(configFile, JSON.stringify({ session: serverSessionTimers })));
  test.afterAll(() => rmSync(configFile, { force: true }));
  const server = serverOfTheseTests(port, {
    CORE_CACHE_TTL_SECONDS: String(sessionTtlSeconds),
    PORTAL_CONFIG_FILE: configFile,
  });

  test('a person clicking through menu entries past the lifetime is never warned; one who does nothing is', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { origin } = server.current();
    const idleContext = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
    const idlePage = await idleContext.newPage();
    await Promise.all([checkEverySecond(page), checkEverySecond(idlePage)]);
    await signIn(idlePage, demoUsers.zhangsan, { origin });
    await signIn(page, demoUsers.lisi, { origin });
    const signedInAt = Date.now();
    // Started now, settled later: the idle person is warned while the other works.
    const idlePersonWarned = expect(expiryDialog(idlePage)).toBeVisible({ timeout: 40_000 });

    for (let click = 0; Date.now() - signedInAt < (sessionTtlSeconds + 5) * 1000; click += 1) {
      const nextCheck = page.waitForResponse(expiryCheck);
      await openFromMenu(page, click % 2 === 0 ? '我的待办' : '消息中心');
      // The session's check after the click, as the server answers it: not expiring.
      expect((await (await nextCheck).json()) as unknown).toMatchObject({ code: 0, data: false });
      await expect(page.getByTestId('idle-banner')).toBeHidden();
    }

    await idlePersonWarned;
    await expect(idlePage).toHaveURL(/\/main\/login$/, { timeout: 30_000 });
    await expect(idlePage.getByText('登录已过期，请重新登录')).toBeVisible();
    // The worker is still signed in, past the session's lifetime.
    await openFromMenu(page, '我的待办');
    await expect(page.getByTestId('idle-banner')).toBeHidden();
    await idleContext.close();
  });

  test('at 390 px the banner leaves the end of the page in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkEverySecond(page);
    await signIn(page, demoUsers.zhaoliu, { origin: server.current().origin });
    await expect(expiryDialog(page)).toBeVisible({ timeout: 40_000 });
    await expiryDialog(page).getByRole('button', { name: '稍后提醒' }).click();
    const banner = page.getByTestId('idle-banner');
    await expect(banner).toBeVisible();

    const shownPage = page.getByTestId('tab-page').filter({ visible: true });
    await shownPage.evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
    const lastContent = shownPage.locator(':scope > *').last();
    await expect(lastContent).toBeVisible();
    const contentBox = await lastContent.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(contentBox && bannerBox).toBeTruthy();
    if (!contentBox || !bannerBox) return;
    expect(contentBox.y + contentBox.height).toBeLessThanOrEqual(bannerBox.y);
  });

  test('the expiry dialog opens with the focus on staying signed in, so Enter keeps the session', async ({
    page,
  }) => {
    await checkEverySecond(page);
    await signIn(page, demoUsers.qianqi, { origin: server.current().origin });
    await recordFocusWhenDialogAppears(page);

    const dialog = expiryDialog(page);
    await expect(dialog).toBeVisible({ timeout: 40_000 });
    await expect(page.locator('html')).toHaveAttribute('data-focus-at-open', '继续使用');
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('idle-banner')).toBeHidden();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});
