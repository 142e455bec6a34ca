import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SubAppHealthAnswer } from '@portal/contract';
import { buildToolchainApps, toolchainAppPrefixes } from '../../fixtures/toolchain-apps/build.mjs';
import { tokenOfPage } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { changeRegistry } from '../../support/registry';
import { standaloneServer } from '../../support/standalone-server';
import { subApp } from './sub-app-page';

const portalPort = e2eServer.port + 80;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const releasedPort = e2eServer.port + 81;
const tamperedPort = e2eServer.port + 82;

/**
 * The webpack app that installs the SDK from its tarball publishes its release manifest in its
 * build (`portal-release-manifest dist`); 保理业务台账 pins it. A copy with one byte changed is
 * what a compromised build server or CDN would serve.
 */
const fixture = 'vue2-webpack-sdk';
const prefix = toolchainAppPrefixes[fixture];
const appName = 'sub-factoring';
const ledger = `${portalOrigin}/main/factoring/ledger`;

async function tamperedCopy(dist: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'portal-tampered-'));
  await cp(dist, copy, { recursive: true });
  // The script that renders the home page: one letter of its title changes case.
  for (const name of await readdir(join(copy, 'js'))) {
    const path = join(copy, 'js', name);
    const source = await readFile(path, 'utf8');
    if (!source.includes('SDK home')) continue;
    await writeFile(path, source.replace('SDK home', 'SDK Home'));
    return copy;
  }
  throw new Error(`no script of ${dist} says "SDK home"`);
}

test.describe('a pinned release', () => {
  test.describe.configure({ mode: 'serial' });
  const portal = standaloneServer(portalPort);
  let servers: Awaited<ReturnType<typeof serveForeignOrigin>>[] = [];
  let tampered = '';
  let manifest = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const dists = await buildToolchainApps({ only: [fixture] });
    const dist = dists[fixture];
    manifest = await readFile(join(dist, 'release-manifest.json'), 'utf8');
    tampered = await tamperedCopy(dist);
    servers = await Promise.all([
      serveForeignOrigin(releasedPort, {
        [prefix]: { folder: dist, corsFor: portalOrigin, isSinglePage: true },
      }),
      serveForeignOrigin(tamperedPort, {
        [prefix]: { folder: tampered, corsFor: portalOrigin, isSinglePage: true },
      }),
    ]);
    await portal.start();
  });

  test.afterAll(async () => {
    await portal.dispose();
    await Promise.all(servers.map((server) => server.close()));
    await rm(tampered, { recursive: true, force: true });
  });

  test('runs when every file is the one its manifest names', async ({ page }) => {
    changeRegistry(portal.databaseFile, {
      [appName]: { url: `http://127.0.0.1:${releasedPort}${prefix}`, pinned: manifest },
    });
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(ledger);
    await expect(subApp(page, appName).getByTestId('fx-title')).toHaveText(
      'Vue 2 + webpack + SDK home',
    );
  });

  test('with one changed byte runs nothing, shows why, and is reported to operations', async ({
    page,
  }) => {
    changeRegistry(portal.databaseFile, {
      [appName]: { url: `http://127.0.0.1:${tamperedPort}${prefix}`, pinned: manifest },
    });
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(ledger);

    await expect(page.getByText('子应用的文件与锁定的发布版本不符，已阻止其运行')).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    // Opened again from the menu (its section still open from the address), its page says why.
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '保理业务台账' }).click();
    const refusal = page.getByTestId('sub-app-page');
    await expect(refusal).toHaveAttribute('data-state', 'pin-mismatch');
    await expect(refusal).toContainText('与注册表锁定的发布版本不符');
    // None of the app ran: the changed script, nor the unchanged ones before it.
    await expect(page.getByText('SDK Home')).toHaveCount(0);
    await expect(page.getByTestId('fx-title')).toHaveCount(0);

    // Operations read which file and which hashes.
    const operator = await page.context().browser()?.newContext();
    const operatorPage = await operator?.newPage();
    if (!operatorPage) throw new Error('no browser');
    await signIn(operatorPage, demoUsers.sysadmin, { origin: portalOrigin });
    const token = await tokenOfPage(operatorPage);
    await expect
      .poll(async () => {
        const response = await operatorPage.request.get(
          `${portalOrigin}/api/operations/subAppHealth`,
          {
            headers: { Authorization: `Bearer ${token}` },
            params: { since: new Date(Date.now() - 3_600_000).toISOString() },
          },
        );
        const { apps } = ((await response.json()) as { data: SubAppHealthAnswer }).data;
        const ledgerApp = apps.find(({ name }) => name === appName);
        return ledgerApp?.lastProblems.map(({ kind, message }) => `${kind}: ${message}`);
      })
      .toContainEqual(
        expect.stringMatching(
          /^failure: .*\/js\/main\..*\.js does not match the app's release manifest \(sha256-/,
        ),
      );
    await operator?.close();
  });
});
