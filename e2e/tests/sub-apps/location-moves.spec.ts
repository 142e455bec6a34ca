import type { Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import { servedRegistry } from '../../support/registry';
import { demoUsers, expect, test } from '../../support/fixtures';
import { activeTab, expectExampleShown, openInShell, subApp } from './sub-app-page';

test.use({ prepareSubApps: true });

/** Runs `script` in the app's own realm: micro-app's sandbox frame, named `sub-<route>`. */
async function inApp(page: Page, route: string, script: (path: string) => void, path = '') {
  const sandbox = page.frame({ name: `sub-${route}` });
  if (!sandbox) throw new Error(`no sandbox of ${route}`);
  await sandbox.evaluate(script, path);
}

test.describe('an app that moves by setting its location', () => {
  test('goes to that page in place, Back returns, and a reload starts it afresh', async ({
    page,
    signedInAs,
  }) => {
    const subApps = await servedRegistry(e2eServer.origin);
    const name = subApps.find((each) => each.route === 'newcrm')?.name ?? '';
    await signedInAs(demoUsers.zhangsan);
    await openInShell(page, '/newcrm/index');
    const app = await expectExampleShown(page, name, { path: '/index' });
    await app.getByTestId('subapp-counter-increment').click();
    await expect(app.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');

    // As the app would alone: a page of its own, by address.
    await inApp(page, 'newcrm', (target) => (location.href = target), '/main/newcrm/form');
    await expect(page).toHaveURL(/\/main\/newcrm\/form$/);
    await expect(app.getByTestId('subapp-page-form')).toBeVisible();
    await expect(activeTab(page)).toHaveCount(1);

    // The same instance: Back shows the overview with the count it had.
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/newcrm\/index$/);
    await expect(app.getByTestId('subapp-path')).toHaveText('/index');
    await expect(app.getByTestId('subapp-counter')).toHaveAttribute('data-count', '1');

    // location.reload(): the app starts again, at the page on screen.
    // Called after evaluate answers: the frame it runs in goes with the app.
    await inApp(page, 'newcrm', () => void setTimeout(() => location.reload()));
    await expect(subApp(page, name).getByTestId('subapp-counter')).toHaveAttribute(
      'data-count',
      '0',
    );
    await expect(page).toHaveURL(/\/main\/newcrm\/index$/);

    // Another page of the shell: the shell goes there, its frame stays whole.
    await inApp(page, 'newcrm', (target) => location.assign(target), '/main/wel/index');
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    await expect(page.getByTestId('tab-page').locator('.workbench-list').first()).toBeVisible();
    await expect(page.getByTestId('sub-app-host').filter({ visible: true })).toHaveCount(0);
  });
});
