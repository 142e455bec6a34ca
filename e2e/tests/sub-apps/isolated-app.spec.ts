import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { e2eServer } from '../../support/environment';
import { changeRegistry } from '../../support/registry';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { standaloneServer } from '../../support/standalone-server';
import { activeTab } from './sub-app-page';

const root = new URL('../../..', import.meta.url).pathname;
const exampleDist = process.env.EXAMPLE_SUBAPP_DIST ?? join(root, 'apps/example-subapp/dist');
const portalPort = e2eServer.port + 61;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const vendorPort = e2eServer.port + 62;
// Another host, not only another port: cookies are kept per host.
const vendorOrigin = `http://localhost:${vendorPort}`;

/** sub-factoring's registry entry as a vendor's app, isolated in a frame, no token granted. */
const vendorEntry = {
  'sub-factoring': { url: `${vendorOrigin}/vendor/`, isolation: 'frame', grantToken: false },
} as const;

const vendorFrame = (page: Page) => page.frameLocator('iframe[data-testid="framed-sub-app"]');

/** Runs code inside the vendor's frame, as the vendor's own scripts would. */
function inVendorFrame<T>(page: Page, probe: () => T) {
  const frame = page.frames().find((each) => each.url().startsWith(vendorOrigin));
  if (!frame) throw new Error('The vendor frame is not there');
  return frame.evaluate(probe);
}

test.describe("a vendor's app isolated in a frame of its own", () => {
  test.describe.configure({ mode: 'serial' });
  let portal: ReturnType<typeof standaloneServer> | undefined;
  let vendor: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    vendor = await serveForeignOrigin(vendorPort, {
      '/vendor/': { folder: exampleDist, isSinglePage: true },
    });
    portal = standaloneServer(portalPort);
    await portal.start();
    changeRegistry(portal.databaseFile, vendorEntry);
  });

  test.afterAll(async () => {
    await portal?.dispose();
    await vendor?.close();
  });

  test('runs with the host context but no token, and reaches nothing of the shell', async ({
    page,
  }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/factoring/index`);
    const app = vendorFrame(page);
    await expect(app.getByTestId('subapp-mode')).toHaveText('运行在门户中');
    await expect(app.getByTestId('subapp-app-name')).toHaveText('sub-factoring');
    await expect(app.getByTestId('subapp-user')).toContainText('张三');
    await expect(app.getByTestId('subapp-base-route')).toHaveText('/vendor/');

    // Its entry grants no token: the SDK's context holds none, and the shell's storage, cookies
    // and window are out of its reach.
    await expect(app.getByTestId('subapp-token')).toHaveText('无');
    expect(
      await inVendorFrame(page, () => {
        try {
          return String(window.parent.localStorage.length);
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('SecurityError');
    expect(await inVendorFrame(page, () => document.cookie)).not.toContain('Authorization');
    expect(
      await inVendorFrame(page, () => {
        try {
          window.parent.location.href = 'https://elsewhere.example/';
          return 'navigated';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('SecurityError');
    await expect(page).toHaveURL(`${portalOrigin}/main/factoring/index`);

    // It follows the shell's language, as every app does.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(app.getByTestId('subapp-locale')).toHaveText('en');
  });

  test('opens a tab of the shell and keeps its state across tabs, through the SDK alone', async ({
    page,
  }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/factoring/index`);
    const app = vendorFrame(page);
    await app.getByTestId('subapp-counter-increment').click();
    await expect(app.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');

    await app.getByTestId('subapp-open-tab').click();
    await expect(page).toHaveURL(`${portalOrigin}/main/credit/apply/list`);
    await expect(activeTab(page)).toHaveText('授信申请');

    await page.locator('[data-testid="tab"][data-full-path="/factoring/index"]').click();
    await expect(page).toHaveURL(`${portalOrigin}/main/factoring/index`);
    await expect(app.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');
  });

  test('reports a 401 through the SDK, which ends the session', async ({ page }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/factoring/index`);
    await vendorFrame(page).getByTestId('subapp-report-401').click();
    await expect(page).toHaveURL(new RegExp(`^${portalOrigin}/main/login`));
    await expect(page.getByText('请重新登录')).toBeVisible();
  });
});
