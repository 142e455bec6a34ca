import { e2eServer } from '../../support/environment';
import { servedRegistry } from '../../support/registry';
import { demoUsers, expect, test } from '../../support/fixtures';
import {
  activeTab,
  closeActiveTab,
  expectExampleShown,
  openInShell,
  pushShellPath,
  subApp,
  switchFirm,
  tabStrip,
} from './sub-app-page';

/**
 * The thirty sub-application routes of spec §2. zhangsan's menu reaches these in his first firm,
 * 示范商业保理 (besides /newcredit, /form and /blank, checked apart below) …
 */
const firstFirmRoutes = [
  'newcrm',
  'credit',
  'hummingbird',
  'postloan',
  'other',
  'kpi',
  'factoring',
  'credit-projects',
  'newfactoring',
  'me-factoring',
  'hm-factoring',
];
/** The registry as the server serves it: each route with the name of the app it mounts. */
async function routesServed() {
  const subApps = await servedRegistry(e2eServer.origin);
  const appOf = (route: string) => {
    const entry = subApps.find((each) => each.route === route);
    if (!entry) throw new Error(`The registry has no route ${route}.`);
    return entry.name;
  };
  // … and the small-loan products in his second, 示范小额贷款.
  const secondFirmRoutes = subApps
    .map(({ route }) => route)
    .filter((route) => route.startsWith('xwd'));
  return { appOf, secondFirmRoutes };
}

test.use({ prepareSubApps: true });

test.describe('the sub-application routes', () => {
  test('each route of the first firm mounts its sub-application, which closes with its tab', async ({
    page,
    signedInAs,
  }) => {
    // One app after another, each mounted and unmounted, beside the shell preparing the menu's.
    test.slow();
    const { appOf } = await routesServed();
    await signedInAs(demoUsers.zhangsan);
    for (const route of firstFirmRoutes) {
      await openInShell(page, `/${route}/e2e/page`);
      const app = await expectExampleShown(page, appOf(route), { path: '/e2e/page' });
      await expect(app.getByTestId('subapp-base-route')).toHaveText(`/main/${route}`);
      await expect(app.getByTestId('subapp-firm')).toContainText('1001');

      await closeActiveTab(page);
      await expect(subApp(page, appOf(route))).toHaveCount(0);
    }
  });

  test('each small-loan route mounts its sub-application in the second firm', async ({
    page,
    signedInAs,
  }) => {
    // Twenty-one apps one after another, beside the shell preparing the new menu's.
    test.slow();
    const { appOf, secondFirmRoutes } = await routesServed();
    expect(secondFirmRoutes).toHaveLength(16);
    await signedInAs(demoUsers.zhangsan);
    await switchFirm(page, '示范小额贷款有限公司');
    for (const route of secondFirmRoutes) {
      await openInShell(page, `/${route}/index`);
      const app = await expectExampleShown(page, appOf(route), { path: '/index' });
      await expect(app.getByTestId('subapp-firm')).toContainText('1002');
      await closeActiveTab(page);
      await expect(subApp(page, appOf(route))).toHaveCount(0);
    }
  });

  test('a menu page at a path of its own mounts its sub-application there', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/report/daily');

    const app = await expectExampleShown(page, 'sub-other', { path: '/' });
    await expect(app.getByTestId('subapp-base-route')).toHaveText('/main/report/daily');
    await expect(activeTab(page)).toHaveText('经营日报');
  });

  test('/newcredit has no sub-application yet and says so', async ({ page, signedInAs }) => {
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcredit/apply');

    const shown = page.getByTestId('sub-app-page').filter({ visible: true });
    await expect(shown).toHaveAttribute('data-state', 'unconfigured');
    await expect(shown.getByText('未加载到子应用')).toBeVisible();
    await expect(activeTab(page)).toBeVisible();
    await expect(page.locator('micro-app')).toHaveCount(0);
  });

  test("an app whose host does not answer (/form's internal host off its network): its tab closes with the load failure", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.route(/\/sub-form\//, (route) => route.abort('addressunreachable'));
    await pushShellPath(page, '/form/index');

    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(tabStrip(page).getByRole('tab', { name: '表单中心' })).toHaveCount(0);
  });

  test('/blank mounts its sub-application without signing in, outside the frame', async ({
    page,
  }) => {
    await page.goto('/main/blank/index');

    const app = subApp(page, 'sub-blank');
    await expect(app.getByTestId('subapp-app-name')).toHaveText('sub-blank');
    await expect(app.getByTestId('subapp-user')).toHaveText('无');
    await expect(app.getByTestId('subapp-token')).toHaveText('无');
    await expect(app.getByTestId('subapp-path')).toHaveText('/index');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);

    // Its own pages move the address with it.
    await app.getByTestId('subapp-link-form').click();
    await expect(page).toHaveURL(/\/main\/blank\/form$/);
  });
});
