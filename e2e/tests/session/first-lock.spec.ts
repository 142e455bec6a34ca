import type { Page } from '@playwright/test';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';

/** How many of the lock's two lazy scripts (its password dialog, its screen) the page fetched. */
function lockScriptsFetched(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/assets\/lock-(screen|password-dialog)-[\w-]+\.js$/.test(new URL(entry.name).pathname),
        ).length,
  );
}

/**
 * Counts, from now until the lock screen's password field is on screen, the frames that show no
 * dialog at all: the page behind, bare, while something is still on its way.
 */
function countFramesWithoutDialog(page: Page): Promise<void> {
  return page.evaluate(() => {
    const counter = window as unknown as { framesWithoutDialog: number };
    counter.framesWithoutDialog = 0;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const onFrame = () => {
      if (![...document.querySelectorAll('[role="dialog"]')].some(isShown)) {
        counter.framesWithoutDialog += 1;
      }
      if (!document.querySelector('[data-testid="unlock-password"]'))
        requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
}

test.describe('the first lock', () => {
  test('shows its dialog and then the lock screen with nothing left to load, the page never bare between them', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await homePageSettled(page);
    // Once the frame is idle, the lock's code is fetched ahead of the first click.
    await expect.poll(() => lockScriptsFetched(page), { timeout: 15_000 }).toBe(2);

    await page.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByLabel('锁屏密码', { exact: true }).fill('unlock-me');
    await countFramesWithoutDialog(page);
    await dialog.getByRole('button', { name: '立即锁屏' }).click();

    await expect(page.getByTestId('unlock-password')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/lock$/);
    expect(
      await page.evaluate(
        () => (window as unknown as { framesWithoutDialog: number }).framesWithoutDialog,
      ),
    ).toBe(0);
  });
});
