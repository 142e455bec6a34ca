import type { BrowserContext, Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';

/**
 * The shell's session timers, shortened as a deployment may (the server of these tests reports a
 * session as expiring 5 s after sign-in).
 */
async function shortenSessionTimers(target: Page | BrowserContext, idleCountdownSeconds: number) {
  await target.route('**/main/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { session: Record<string, number> };
    config.session = { ...config.session, cacheCheckIntervalMs: 1000, idleCountdownSeconds };
    await route.fulfill({ response, json: config });
  });
}

/** Marks `<html data-countdown-stopped>` once the page's countdown banner is gone. */
async function recordCountdownStop(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="idle-banner"]')) return;
      document.documentElement.dataset.countdownStopped = 'yes';
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

test.describe('an expiring session', () => {
  // Every sign-in renews the user's session on the server: the two tests use accounts of their own.
  test('counts down with the focus on staying signed in, which renews the session in every window', async ({
    page,
    signedInAs,
  }) => {
    await shortenSessionTimers(page.context(), 600);
    await signedInAs(demoUsers.qianqi);
    const second = await page.context().newPage();
    await second.goto('/main/wel/index');

    const dialog = page.getByRole('dialog', { name: '登录即将过期' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
    await expect(page.getByTestId('idle-banner')).toBeVisible();
    // Screen readers hear the time left once a minute, and which key stays signed in.
    const announcement = page.getByTestId('idle-announcement');
    await expect(announcement).toHaveAttribute('role', 'alert');
    await expect(announcement).toHaveText('登录将在 10 分钟内过期。按回车键继续使用。');
    await expect(second.getByRole('dialog', { name: '登录即将过期' })).toBeVisible({
      timeout: 15_000,
    });
    // This server counts every session as expiring, so a window counts down again at its next
    // check (1 s on): each window records the moment its countdown stops.
    await Promise.all([recordCountdownStop(page), recordCountdownStop(second)]);
    // Someone typing when it opens keeps working: Enter stays signed in, it never signs out.
    await expect(dialog.getByRole('button', { name: '继续使用' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.locator('html')).toHaveAttribute('data-countdown-stopped', 'yes');
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(second.locator('html')).toHaveAttribute('data-countdown-stopped', 'yes');
    await expect(second).toHaveURL(/\/main\/wel\/index$/);
  });

  test('signs the user out when the countdown reaches zero', async ({ page, signedInAs }) => {
    await shortenSessionTimers(page, 3);
    await signedInAs(demoUsers.zhaoliu);

    await expect(page.getByRole('dialog', { name: '登录即将过期' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/main\/login$/, { timeout: 15_000 });
    await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
  });
});
