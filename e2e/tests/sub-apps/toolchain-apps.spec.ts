import type { Locator } from '@playwright/test';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildToolchainApps,
  toolchainAppPrefixes,
  type ToolchainAppName,
} from '../../fixtures/toolchain-apps/build.mjs';
import { e2eServer } from '../../support/environment';
import { changeRegistry } from '../../support/registry';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { standaloneServer } from '../../support/standalone-server';
import { activeTab, consoleErrors, openInShell, subApp, tabStrip } from './sub-app-page';

const portalPort = e2eServer.port + 53;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const foreignPort = e2eServer.port + 54;
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;
/** Where one app moves to while a shell is open. */
const movedPort = e2eServer.port + 95;
const movedLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16"/></svg>';

type ToolchainApp = {
  /** The fixture's folder under e2e/fixtures/toolchain-apps. */
  fixture: ToolchainAppName;
  title: string;
  /** The registry entry it takes the place of, and where the shell shows it. */
  appName: string;
  baseRoute: string;
  /** The shell address of its home and detail pages (a hash router's pages are in the hash). */
  home: string;
  detail: string;
};

/**
 * Sub-apps other teams build for micro-app, each by its own toolchain from npm with its own
 * lockfile, served from another origin and bound by registry entry alone. They read micro-app's
 * documented globals, not the SDK.
 */
const apps: ToolchainApp[] = [
  {
    fixture: 'vue3-vite-history',
    title: 'Vue 3 + Vite home',
    appName: 'sub-newcrm',
    baseRoute: '/main/newcrm',
    home: '/newcrm/',
    detail: '/newcrm/detail/42',
  },
  {
    fixture: 'vue2-webpack-hash',
    title: 'Vue 2 + webpack home',
    appName: 'sub-other',
    baseRoute: '/main/other',
    // Its root is its bare address: the shell keeps no '#/' (one page, one tab).
    home: '/other/index',
    detail: '/other/index#/detail/42',
  },
  {
    fixture: 'react18-webpack',
    title: 'React 18 + webpack home',
    appName: 'sub-credit',
    baseRoute: '/main/credit',
    home: '/credit/',
    detail: '/credit/detail/42',
  },
];

const addressOf = (shellPath: string) =>
  new RegExp(`/main${shellPath.replace(/[?#.]/g, (character) => `\\${character}`)}$`);

/** Each app's registry entry, pointed at its build on the other origin. */
const toolchainUrls = () =>
  Object.fromEntries(
    apps.map((app) => [
      app.appName,
      { url: `${foreignOrigin}${toolchainAppPrefixes[app.fixture]}` },
    ]),
  );

/** Computed styles of an element, by property. */
/** The selectors of the shell's own rules (not micro-app's scoped copies) naming an id that match. */
function shellIdRulesMatching(locator: Locator) {
  return locator.evaluate((element) =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => ('selectorText' in rule ? [String(rule.selectorText)] : []))
      .filter((selector) => selector.includes('#') && !selector.includes('micro-app'))
      .filter((selector) => element.matches(selector)),
  );
}

function cssOf(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
      ),
    properties,
  );
}

const boxModel = ['width', 'height', 'box-sizing', 'padding-left', 'border-top-width'] as const;
const linkLook = ['color', 'text-decoration-line', 'font-size'] as const;
const buttonLook = ['background-color', 'color', 'height', 'box-sizing'] as const;

/** The form's input (a UI library's input component passes the id on to it). */
const inputOf = (app: Locator) => app.locator('input[data-testid="fx-input"]');

test.describe('sub-apps built by their own toolchains', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: ReturnType<typeof standaloneServer> | undefined;
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;
  let dists: Awaited<ReturnType<typeof buildToolchainApps>> | undefined;

  test.beforeAll(async () => {
    // A first build installs from npm; later runs reuse the cached build of the same lockfile.
    test.setTimeout(600_000);
    dists = await buildToolchainApps();
    const built = dists;
    foreign = await serveForeignOrigin(
      foreignPort,
      Object.fromEntries(
        apps.map(({ fixture }) => [
          toolchainAppPrefixes[fixture],
          { folder: built[fixture], corsFor: portalOrigin, isSinglePage: true },
        ]),
      ),
    );
    portal = standaloneServer(portalPort);
    await portal.start();
    changeRegistry(portal.databaseFile, toolchainUrls());
  });

  test.afterAll(async () => {
    await portal?.dispose();
    await foreign?.close();
  });

  for (const app of apps) {
    test.describe(app.fixture, () => {
      test('opens at its own page from a pasted link, with the host data and its base route', async ({
        page,
      }) => {
        const errors = consoleErrors(page);
        await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
        await page.goto(`${portalOrigin}/main${app.detail}`);

        const embedded = subApp(page, app.appName);
        await expect(embedded.getByTestId('fx-detail')).toHaveText('Detail 42');
        await expect(embedded.getByTestId('fx-user')).toHaveText('张三');
        await expect(embedded.getByTestId('fx-route')).toHaveText('/detail/42');
        await expect(page).toHaveURL(addressOf(app.detail));
        if (app.fixture !== 'vue2-webpack-hash') {
          await expect(embedded.getByTestId('fx-base')).toHaveText(app.baseRoute);
        }
        expect(errors).toEqual([]);
      });

      test('moves the address and its tab in place, keeps a half-filled form, and reopens after a reload', async ({
        page,
      }) => {
        await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
        await openInShell(page, app.home);
        const embedded = subApp(page, app.appName);
        await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);
        const strip = tabStrip(page);
        const tabCount = await strip.getByRole('tab').count();

        await inputOf(embedded).fill('半填的表单');
        // The app's tab is the last on the strip.
        const appTab = strip.getByRole('tab').nth(tabCount - 1);
        await strip.getByRole('tab', { name: '首页' }).click();
        await expect(page).toHaveURL(/\/main\/wel\/index$/);
        await appTab.click();
        await expect(page).toHaveURL(addressOf(app.home));
        await expect(inputOf(embedded)).toHaveValue('半填的表单');

        await embedded.getByTestId('fx-to-detail').click();
        await expect(embedded.getByTestId('fx-detail')).toHaveText('Detail 42');
        await expect(page).toHaveURL(addressOf(app.detail));
        await expect(strip.getByRole('tab')).toHaveCount(tabCount);
        await expect(appTab).toHaveAttribute('aria-selected', 'true');

        // Back and Forward step through the app's own pages, in its one tab.
        await page.goBack();
        await expect(page).toHaveURL(addressOf(app.home));
        await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);
        await expect(embedded.getByTestId('fx-detail')).toHaveCount(0);
        await expect(strip.getByRole('tab')).toHaveCount(tabCount);
        await expect(appTab).toHaveAttribute('aria-selected', 'true');
        await page.goForward();
        await expect(page).toHaveURL(addressOf(app.detail));
        await expect(embedded.getByTestId('fx-detail')).toHaveText('Detail 42');
        await expect(strip.getByRole('tab')).toHaveCount(tabCount);

        await page.reload();
        await expect(subApp(page, app.appName).getByTestId('fx-detail')).toHaveText('Detail 42');
        await expect(page).toHaveURL(addressOf(app.detail));
      });

      test('looks as it does alone, and leaves the shell as it was', async ({ page }) => {
        const alone = await page.context().newPage();
        await alone.goto(`${foreignOrigin}${toolchainAppPrefixes[app.fixture]}`);
        await expect(alone.getByTestId('fx-user')).toHaveText('standalone');
        const asAlone = {
          box: await cssOf(alone.getByTestId('fx-box'), boxModel),
          link: await cssOf(alone.getByTestId('fx-link'), linkLook),
          button: await cssOf(alone.getByTestId('fx-button'), buttonLook),
        };
        await alone.close();

        await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
        const shell = {
          html: page.locator('html'),
          body: page.locator('body'),
          header: page.getByRole('banner'),
        };
        const shellLook = ['color', 'background-color', 'margin-top', 'font-family'] as const;
        const before = await Promise.all(
          Object.values(shell).map((part) => cssOf(part, shellLook)),
        );
        await openInShell(page, app.home);
        const embedded = subApp(page, app.appName);
        await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);

        expect(await cssOf(embedded.getByTestId('fx-box'), boxModel)).toEqual(asAlone.box);
        expect(await cssOf(embedded.getByTestId('fx-link'), linkLook)).toEqual(asAlone.link);
        expect(await cssOf(embedded.getByTestId('fx-button'), buttonLook)).toEqual(asAlone.button);
        // The app's :root variable reaches its own elements, not the shell's page.
        expect(await cssOf(embedded.getByTestId('fx-box'), ['--fx-accent'])).toEqual({
          '--fx-accent': '#c026d3',
        });
        expect(await cssOf(shell.html, ['--fx-accent'])).toEqual({ '--fx-accent': '' });
        // The shell's rules for its own root element do not reach the app's root (#root, #app).
        expect(await shellIdRulesMatching(embedded.locator('#root, #app'))).toEqual([]);
        expect(
          await Promise.all(Object.values(shell).map((part) => cssOf(part, shellLook))),
        ).toEqual(before);
      });
    });
  }

  test('a hash-router app shows the page its address and its tab say, after menu clicks and Back', async ({
    page,
  }) => {
    const app = apps.find(({ fixture }) => fixture === 'vue2-webpack-hash');
    if (!app) throw new Error('no hash-router fixture');
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    const strip = tabStrip(page);
    // The menu's address has no hash.
    const menuAddress = '/other/index';
    await openInShell(page, menuAddress);
    const embedded = subApp(page, app.appName);
    await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);
    await expect(page).toHaveURL(addressOf(menuAddress));
    // Counted once the menu's fixed tabs are on the strip: the app's tab is the last.
    const tabsWithApp = await strip.getByRole('tab').count();

    await embedded.getByTestId('fx-to-detail').click();
    await expect(page).toHaveURL(addressOf(app.detail));
    await openInShell(page, '/wel/index');
    await openInShell(page, menuAddress);
    await expect(page).toHaveURL(addressOf(menuAddress));
    await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);
    await expect(embedded.getByTestId('fx-detail')).toHaveCount(0);
    await expect(embedded.getByTestId('fx-route')).toHaveText('/');
    // One tab, at the menu's address: none beside it for '#/'.
    await expect(strip.getByRole('tab')).toHaveCount(tabsWithApp);

    // Back across a shell page to the detail, then Forward again: page, address and tab agree.
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await page.goBack();
    await expect(page).toHaveURL(addressOf(app.detail));
    await expect(embedded.getByTestId('fx-detail')).toHaveText('Detail 42');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(addressOf(menuAddress));
    await expect(embedded.getByTestId('fx-route')).toHaveText('/');
    await expect(strip.getByRole('tab', { selected: true })).toHaveCount(1);
    await expect(strip.getByRole('tab')).toHaveCount(tabsWithApp);

    // A link pasted with the app's root spelled out is the same page, in the same tab.
    await page.goto(`${portalOrigin}/main${menuAddress}#/`);
    await expect(embedded.getByTestId('fx-route')).toHaveText('/');
    await openInShell(page, menuAddress);
    await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);
    await expect(strip.getByRole('tab')).toHaveCount(tabsWithApp);
  });

  test("a tab's refresh runs the vendor's fixed build under the same file names", async ({
    page,
  }) => {
    const app = apps.find(({ fixture }) => fixture === 'react18-webpack');
    if (!portal || !dists || !app) throw new Error('not set up');
    const prefix = toolchainAppPrefixes[app.fixture];
    // The vendor's server: its build, replaced in place by the fix.
    const served = await mkdtemp(join(tmpdir(), 'vendor-build-'));
    await cp(dists[app.fixture], served, { recursive: true });
    const vendor = await serveForeignOrigin(movedPort, {
      [prefix]: { folder: served, corsFor: portalOrigin, isSinglePage: true },
    });
    changeRegistry(portal.databaseFile, { [app.appName]: { url: `${vendor.origin}${prefix}` } });
    try {
      await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
      await openInShell(page, app.home);
      const embedded = subApp(page, app.appName);
      await expect(embedded.getByTestId('fx-title')).toHaveText(app.title);

      const fixed = `${app.title} (fixed)`;
      const scripts = join(served, 'static/js');
      for (const file of await readdir(scripts)) {
        if (!file.endsWith('.js')) continue;
        const code = await readFile(join(scripts, file), 'utf8');
        await writeFile(join(scripts, file), code.replaceAll(app.title, fixed));
      }
      await activeTab(page).getByTestId('tab-refresh').click();
      await expect(embedded.getByTestId('fx-title')).toHaveText(fixed);
    } finally {
      changeRegistry(portal.databaseFile, toolchainUrls());
      await vendor.close();
    }
  });

  test('an app moved to another origin runs in a shell opened before the move', async ({
    page,
  }) => {
    const app = apps.find(({ fixture }) => fixture === 'react18-webpack');
    if (!portal || !dists || !app) throw new Error('not set up');
    const prefix = toolchainAppPrefixes[app.fixture];
    // The app's new origin also serves its images, as a team's server would.
    const images = await mkdtemp(join(tmpdir(), 'moved-app-images-'));
    await writeFile(join(images, 'logo.svg'), movedLogo);
    const moved = await serveForeignOrigin(movedPort, {
      [prefix]: { folder: dists[app.fixture], corsFor: portalOrigin, isSinglePage: true },
      '/images/': { folder: images },
    });
    try {
      await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
      await openInShell(page, app.home);
      await expect(subApp(page, app.appName).getByTestId('fx-title')).toHaveText(app.title);

      // The page's policy names the origins of the registry as it was when the page came.
      changeRegistry(portal.databaseFile, { [app.appName]: { url: `${moved.origin}${prefix}` } });
      const registryRead = page.waitForResponse((response) =>
        response.url().endsWith('/main/config.json'),
      );
      await openInShell(page, '/wel/index');
      await registryRead;
      const fromMoved = page.waitForRequest((request) => request.url().startsWith(moved.origin));
      await openInShell(page, app.home);
      await fromMoved;
      await expect(subApp(page, app.appName).getByTestId('fx-title')).toHaveText(app.title);

      // What the app shows from its new origin is shown: the page's policy names it now.
      const sandbox = page.frame({ name: app.appName });
      await sandbox?.evaluate((source) => {
        const logo = document.createElement('img');
        logo.src = source;
        logo.dataset.testid = 'moved-logo';
        document.body.append(logo);
      }, `${moved.origin}/images/logo.svg`);
      await expect
        .poll(() =>
          subApp(page, app.appName)
            .getByTestId('moved-logo')
            .evaluate((logo: HTMLImageElement) => logo.complete && logo.naturalWidth),
        )
        .toBe(16);
    } finally {
      changeRegistry(portal.databaseFile, toolchainUrls());
      await moved.close();
    }
  });
});
