import type { Locator } from '@playwright/test';
import { join } from 'node:path';
import { e2eServer } from '../../support/environment';
import { changeRegistry } from '../../support/registry';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { standaloneServer } from '../../support/standalone-server';
import { expectExampleShown, openInShell, pushShellPath, subApp } from './sub-app-page';

const root = new URL('../../..', import.meta.url).pathname;
const exampleDist = process.env.EXAMPLE_SUBAPP_DIST ?? join(root, 'apps/example-subapp/dist');
const portalPort = e2eServer.port + 51;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const foreignPort = e2eServer.port + 52;
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;

/**
 * Sub-apps other teams built and serve from their own origin, bound to the portal by registry
 * entries alone: a webpack-style app with classic scripts and no SDK, the example Vite app, and
 * an app whose server sends no CORS headers.
 */
const foreignUrls = {
  'sub-other': { url: `${foreignOrigin}/classic/` },
  'sub-credit': { url: `${foreignOrigin}/vite/` },
  'sub-postloan': { url: `${foreignOrigin}/no-cors/` },
};

/** The styles a stray rule of the classic app (app.css) would change. */
async function cssOf(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
      ),
    properties,
  );
}

test.describe('sub-applications of other teams, on another origin', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: ReturnType<typeof standaloneServer> | undefined;
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    foreign = await serveForeignOrigin(foreignPort, {
      '/classic/': { folder: join(root, 'e2e/fixtures/classic-sub-app'), corsFor: portalOrigin },
      '/vite/': { folder: exampleDist, corsFor: portalOrigin },
      '/no-cors/': { folder: exampleDist },
    });
    portal = standaloneServer(portalPort);
    await portal.start();
    changeRegistry(portal.databaseFile, foreignUrls);
  });

  test.afterAll(async () => {
    await portal?.dispose();
    await foreign?.close();
  });

  test('a webpack-style app, classic scripts and no SDK, mounts through its registry entry alone', async ({
    page,
  }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await openInShell(page, '/other/index');

    const app = subApp(page, 'sub-other');
    await expect(app.getByTestId('classic-user')).toHaveText('张三');
    await expect(app.getByTestId('classic-plain')).toHaveText('embedded');
    // Its chunk comes from its public path; a path of its own server from its own origin.
    await expect(app.getByTestId('classic-chunk')).toHaveText('chunk loaded');
    await expect(app.getByTestId('classic-data')).toHaveText('its own origin');
  });

  test('its styles stay inside it, and the frame passes none of its own to it', async ({
    page,
  }) => {
    const alone = await page.context().newPage();
    await alone.goto(`${foreignOrigin}/classic/`);
    await expect(alone.getByTestId('classic-plain')).toHaveText('alone');
    const text = ['font-family', 'font-size', 'line-height', 'color'] as const;
    const asAlone = await cssOf(alone.getByTestId('classic-plain'), text);
    await alone.close();

    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    const frame = {
      body: page.locator('body'),
      header: page.getByRole('banner'),
      tab: page.getByRole('tab', { selected: true }),
      menu: page.getByRole('menu', { name: '主菜单' }),
    };
    const colours = ['color', 'background-color'] as const;
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(frame).map(async ([name, part]) => [name, await cssOf(part, colours)]),
      ),
    );
    await openInShell(page, '/other/index');
    const app = subApp(page, 'sub-other');
    await expect(app.getByTestId('classic-title')).toHaveCSS('color', 'rgb(255, 0, 0)');

    for (const [name, part] of Object.entries(frame)) {
      expect(await cssOf(part, colours), name).toEqual(before[name]);
    }
    expect(await cssOf(app.getByTestId('classic-plain'), text)).toEqual(asAlone);
  });

  test('a Vite app with the SDK mounts too, its module scripts loaded across origins', async ({
    page,
  }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await openInShell(page, '/credit/apply/list');

    await expectExampleShown(page, 'sub-credit', { path: '/apply/list' });
  });

  test('an app whose server sends no CORS headers fails with the clear message', async ({
    page,
  }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await pushShellPath(page, '/postloan/check/list');

    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});
