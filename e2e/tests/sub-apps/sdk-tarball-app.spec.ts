import type { Page } from '@playwright/test';
import { buildToolchainApps, toolchainAppPrefixes } from '../../fixtures/toolchain-apps/build.mjs';
import { e2eServer } from '../../support/environment';
import { changeRegistry } from '../../support/registry';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { standaloneServer } from '../../support/standalone-server';
import { activeTab, consoleErrors, expectExampleShown, subApp, tabStrip } from './sub-app-page';

const portalPort = e2eServer.port + 55;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const foreignPort = e2eServer.port + 56;
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;

/**
 * The seed system's stack (Vue 2.7, webpack 5, vue-router 3 in hash mode) with the SDK installed
 * from the tarball teams are given, reading the host through the SDK alone; served from another
 * origin in place of the registry entry of 保理业务台账 (/main/factoring/*).
 */
const fixture = 'vue2-webpack-sdk';
const appName = 'sub-factoring';
const menuSection = '保理业务';
const menuEntry = '保理业务台账';
const pastedLink = `${portalOrigin}/main/factoring/ledger`;

/**
 * Opens the app from the menu. It shows before its navigation commits; `untilAddress` waits for
 * the address too, otherwise what the test does next may come before the app's tab opens.
 */
async function openFromMenu(page: Page, { untilAddress = true } = {}) {
  const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
  await menu.getByRole('menuitem', { name: menuSection }).click();
  await menu.getByRole('menuitem', { name: menuEntry }).click();
  const app = subApp(page, appName);
  await expect(app.getByTestId('fx-title')).toHaveText('Vue 2 + webpack + SDK home');
  if (untilAddress) await expect(page).toHaveURL(/\/main\/factoring\/ledger$/);
  return app;
}

test.describe('a sub-app that installs the SDK from its tarball', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: ReturnType<typeof standaloneServer> | undefined;
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    // A first build packs the SDK and installs the app from npm; later runs reuse the cached
    // build while the app's files and the tarball stay the same (the pack itself runs each time).
    test.setTimeout(600_000);
    const dists = await buildToolchainApps({ only: [fixture] });
    foreign = await serveForeignOrigin(foreignPort, {
      [toolchainAppPrefixes[fixture]]: {
        folder: dists[fixture],
        corsFor: portalOrigin,
        isSinglePage: true,
      },
    });
    portal = standaloneServer(portalPort);
    await portal.start();
    changeRegistry(portal.databaseFile, {
      [appName]: { url: `${foreignOrigin}${toolchainAppPrefixes[fixture]}` },
    });
  });

  test.afterAll(async () => {
    await portal?.dispose();
    await foreign?.close();
  });

  test("mounts from a pasted link with the signed-in user and language of the SDK's host context", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(pastedLink);

    const app = subApp(page, appName);
    await expect(app.getByTestId('fx-title')).toHaveText('Vue 2 + webpack + SDK home');
    await expect(activeTab(page)).toHaveText(menuEntry);
    // The display name of the shell's context: alone, the SDK would give the login name of the
    // userName cookie (zhangsan) or none.
    await expect(app.getByTestId('fx-user')).toHaveText('张三');
    await expect(app.getByTestId('fx-locale')).toHaveText('zh-CN');

    // $hostContext follows the context the shell sends again: the language.
    const english = page.getByRole('banner').getByRole('button', { name: 'English', exact: true });
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(app.getByTestId('fx-locale')).toHaveText('en');
    await expect(app.getByTestId('fx-user')).toHaveText('张三');
    expect(errors).toEqual([]);
  });

  test('names its tab, and marks it unsaved until it saves', async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    // Named as soon as it shows: what it says before its tab opens waits for the tab.
    const app = await openFromMenu(page, { untilAddress: false });
    await expect(activeTab(page)).toHaveText(menuEntry);

    await app.getByTestId('fx-set-title').click();
    await expect(activeTab(page)).toHaveText('SDK 客户 42');

    const appTab = tabStrip(page).getByRole('tab', { name: 'SDK 客户 42' });
    await expect(appTab).toHaveAccessibleDescription('');
    await app.getByTestId('fx-input').fill('客户 42 的备注');
    await expect(appTab).toHaveAccessibleDescription('有未保存的修改');
    await app.getByTestId('fx-save').click();
    await expect(appTab).toHaveAccessibleDescription('');
    expect(errors).toEqual([]);
  });

  test("opens the shell's 授信申请 tab", async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    const app = await openFromMenu(page);

    await app.getByTestId('fx-open-tab').click();
    await expect(page).toHaveURL(/\/main\/credit\/apply\/list$/);
    await expect(activeTab(page)).toHaveText('授信申请');
    await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });
    await expect(tabStrip(page).getByRole('tab', { name: menuEntry })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
