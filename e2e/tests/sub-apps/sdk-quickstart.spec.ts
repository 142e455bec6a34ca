import type { SubAppEntry } from '@portal/contract';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  followQuickstart,
  readQuickstart,
  registryEntryOf,
  tarballsNamed,
} from '../../fixtures/sdk-quickstart/quickstart';
import { cacheRoot, packSubappSdk } from '../../fixtures/toolchain-apps/build.mjs';
import { e2eServer } from '../../support/environment';
import { changeRegistry, servedRegistry } from '../../support/registry';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { standaloneServer } from '../../support/standalone-server';
import { consoleErrors, subApp } from './sub-app-page';

const portalPort = e2eServer.port + 57;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const foreignPort = e2eServer.port + 58;
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;

const readme = fileURLToPath(new URL('../../../packages/subapp-sdk/README.md', import.meta.url));

/**
 * The README's registry entry, as a platform administrator enters it: the url of its team's https
 * origin, whose same path is served here from a loopback origin. Its route and name must be one
 * of the registry's.
 */
async function enterInRegistry(portal: ReturnType<typeof standaloneServer>, entry: SubAppEntry) {
  const subApps = await servedRegistry(portal.origin);
  if (!subApps.some(({ route, name }) => route === entry.route && name === entry.name)) {
    throw new Error(
      `The README's registry entry ${entry.route} ${entry.name} is not the registry's.`,
    );
  }
  const url = `${foreignOrigin}${new URL(entry.url ?? '').pathname}`;
  changeRegistry(portal.databaseFile, {
    [entry.name]: { url, ...(entry.devUrl ? { devUrl: entry.devUrl } : {}) },
  });
}

test.describe("the SDK README's way from nothing to embedded", () => {
  let entry: SubAppEntry;
  let work = '';
  let portal: ReturnType<typeof standaloneServer> | undefined;
  let foreign: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    // Scaffolds, installs from npm and builds: minutes with npm's cache empty.
    test.setTimeout(600_000);
    const steps = await readQuickstart(readme);
    entry = registryEntryOf(steps);
    const { tarball } = await packSubappSdk();
    expect(tarballsNamed(steps), 'the tarball the README installs').toEqual([basename(tarball)]);

    // A folder outside the repository, with the tarball beside the app as the README assumes.
    work = mkdtempSync(join(tmpdir(), 'portal-sdk-quickstart-'));
    copyFileSync(tarball, join(work, basename(tarball)));
    const app = await followQuickstart(steps, { folder: work, npmCache: join(cacheRoot(), 'npm') });

    const path = new URL(entry.url ?? '').pathname;
    foreign = await serveForeignOrigin(foreignPort, {
      [path]: { folder: join(app, 'dist'), corsFor: portalOrigin },
    });
    portal = standaloneServer(portalPort);
    await portal.start();
    await enterInRegistry(portal, entry);
  });

  test.afterAll(async () => {
    await portal?.dispose();
    await foreign?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("shows the signed-in user's name in the shell", async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/${entry.route}/index`);

    // The display name of the shell's context: the SDK alone would give the login name of the
    // userName cookie (zhangsan), or none.
    await expect(subApp(page, entry.name)).toContainText('张三');
    expect(errors).toEqual([]);
  });
});
