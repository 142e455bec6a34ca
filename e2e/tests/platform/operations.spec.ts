import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { requestToken } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { changeRegistry } from '../../support/registry';
import { serverOfTheseTests } from '../../support/standalone-server';

const portalPort = e2eServer.port + 63;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const failingPort = e2eServer.port + 64;
const operationsPage = `${portalOrigin}/main/platform/operations`;
/** A one-pixel PNG: what the top bar's screenshot would be. */
const screenshot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test.describe('the operations page', () => {
  const portal = serverOfTheseTests(portalPort);
  let failing: Server | undefined;

  test.beforeAll(async () => {
    // The host of 其他业务 after a bad release: every request answers 500.
    failing = createServer((_request, response) => response.writeHead(500).end('broken'));
    await new Promise<void>((resolve) => failing?.listen(failingPort, '127.0.0.1', resolve));
    changeRegistry(portal.current().databaseFile, {
      'sub-other': { url: `http://127.0.0.1:${failingPort}/other/` },
    });
  });

  test.afterAll(async () => {
    await new Promise((resolve) => failing?.close(resolve));
  });

  test('shows a sub-app whose host answers 500 as failing, with the load a user saw fail', async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoUsers.zhangsan, { origin: portalOrigin });
    await staffPage.goto(`${portalOrigin}/main/other/index`);
    await expect(staffPage.getByText('子应用资源加载不完整')).toBeVisible({ timeout: 30_000 });

    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.getByRole('menuitem', { name: '平台运维' }).click();
    await page.getByRole('menuitem', { name: '运行监控' }).click();
    await expect(page).toHaveURL(operationsPage);
    const other = page.locator('tr[data-row-key="other"]');
    await expect(other).toContainText('异常');
    await expect(other).toContainText('返回 500');
    await expect(page.locator('tr[data-row-key="newcrm"]')).not.toContainText('异常');

    // The shell's report arrives within seconds; the page asks again by itself.
    await expect(other).toContainText('100.0%', { timeout: 40_000 });
    await other.getByRole('button').first().click();
    // The problem, in the row's details (the page's legend names the kinds too).
    await expect(page.locator('.ant-table-expanded-row')).toContainText(/加载失败|加载超时/);
    await staff.close();
  });

  test('lists the feedback users sent, with its screenshot, until it is marked handled', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: portalOrigin });
    const { access_token: token } = await requestToken(api, demoUsers.lisi);
    const sent = await api.post('/api/feedback/submit', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        comment: '报表导出后中文乱码',
        image: screenshot,
        page: `${portalOrigin}/main/wel/index`,
        subApp: null,
        logEntries: [],
      },
    });
    expect(sent.ok()).toBe(true);
    await api.dispose();

    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(operationsPage);
    await page.getByRole('tab', { name: /用户反馈 \(1\)/ }).click();
    const item = page.getByTestId('operations-feedback').filter({ hasText: '报表导出后中文乱码' });
    await expect(item).toContainText('李四（lisi）');
    await item.getByRole('button', { name: /^查看截图/ }).click();
    await expect(item.getByRole('img', { name: '李四 提交的反馈截图' })).toBeVisible();

    await item.getByRole('button', { name: '标记为已处理' }).click();
    await expect(page.getByText('没有待处理的反馈')).toBeVisible();
    await page.getByText('显示已处理的反馈').click();
    await expect(item).toContainText('系统管理员 已于');
  });

  test('refuses anyone but a system administrator, in their language', async ({ page }) => {
    await signIn(page, demoUsers.zhangsan, { origin: portalOrigin });
    await expect(page.getByRole('menuitem', { name: '平台运维' })).toHaveCount(0);
    await page.goto(operationsPage);
    await expect(page.getByText('该功能仅限系统管理员使用')).toBeVisible();
  });
});
