import { demoUsers, expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

// The personal settings page is a lazy chunk the workbench has not loaded yet.
const settingsChunk = /\/main\/assets\/settings-route-[\w-]+\.js$/;

/**
 * The server moved to a newer release: the settings chunk this page knows answers 404 until the
 * page reloads (when `untilReload`), or for good. Resolves the number of reloads seen.
 */
async function retireSettingsChunk(page: Page, { untilReload }: { untilReload: boolean }) {
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.route(settingsChunk, (route) =>
    untilReload && reloads > 0 ? route.continue() : route.fulfill({ status: 404, body: '' }),
  );
  return () => reloads;
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('menuitem', { name: '个人设置' })
    .click();
}

test.describe('a page of an older release', () => {
  test('reloads once into the new release at the page asked for, without the error page', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    const reloads = await retireSettingsChunk(page, { untilReload: true });

    await openSettings(page);

    await expect.poll(reloads).toBe(1);
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    await expect(page.getByRole('heading', { name: '个人设置', level: 1 })).toBeVisible();
    await expect(page.getByText('系统出错了')).toHaveCount(0);
  });

  test('shows the error page when the chunk is still missing after that one reload', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    const reloads = await retireSettingsChunk(page, { untilReload: false });

    await openSettings(page);

    await expect(page.getByText('系统出错了')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/info\/index$/);
    expect(reloads()).toBe(1);
  });

  test('reloads nothing when the server does not answer: a chunk lost to an outage is no new release', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    // The chunk and the shell's own address fail as they do when the server is away.
    await page.route(settingsChunk, (route) => route.abort('connectionrefused'));
    await page.route(/\/main\/$/, (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await openSettings(page);

    await expect(page.getByText('系统出错了')).toBeVisible();
    expect(reloads).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });
});
