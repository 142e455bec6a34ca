import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { activeTab, expectExampleShown } from './sub-app-page';

// A server of these tests' own: its to-dos are the demo's as seeded, none added by other tests.
const port = e2eServer.port + 90;

test.describe('the demo, tried for the first time', () => {
  const server = serverOfTheseTests(port);

  test('the first to-do opens its app, not an error', async ({ page }) => {
    await signIn(page, demoUsers.zhangsan, { origin: server.current().origin });

    const first = page.getByRole('list', { name: '最新待办' }).getByRole('button').first();
    // The form centre's: its fixed internal host (spec §2) is not the demo's.
    await expect(first).toContainText('办公设备采购申请');
    await first.click();

    await expect(page).toHaveURL(/\/main\/form\/flow\/approve\?todoId=\d+$/);
    await expectExampleShown(page, 'sub-form');
    await expect(page.getByText(/子应用资源加载不完整/)).toHaveCount(0);
  });

  test('the form centre of the menu opens its app, not an error', async ({ page }) => {
    await signIn(page, demoUsers.zhangsan, { origin: server.current().origin });

    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: '综合服务' }).click();
    await menu.getByRole('menuitem', { name: '表单中心' }).click();

    await expect(page).toHaveURL(/\/main\/form\/index$/);
    await expectExampleShown(page, 'sub-form');
    await expect(activeTab(page)).toHaveText('表单中心');
    await expect(page.getByText(/子应用资源加载不完整/)).toHaveCount(0);
  });
});
