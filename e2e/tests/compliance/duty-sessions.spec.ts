import { join } from 'node:path';
import { plantSubAppMenuEntry } from '../../support/database';
import { e2eServer } from '../../support/environment';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { registryEntry } from '../../support/registry';
import { tokenOfPage } from '../../support/api';

// A server of its own: the registry and the menus change.
const port = e2eServer.port + 73;
const hostilePort = e2eServer.port + 74;
const root = new URL('../../..', import.meta.url).pathname;

test.describe('a session that holds a duty runs no sub-app', () => {
  const server = serverOfTheseTests(port);
  let hostile: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;
  let hostileRequests: string[] = [];

  test.beforeAll(async () => {
    hostile = await serveForeignOrigin(hostilePort, {
      '/console/': {
        folder: join(root, 'e2e/fixtures/hostile-sub-app'),
        corsFor: server.current().origin,
      },
    });
  });
  test.afterAll(async () => {
    await hostile?.close();
  });
  test.beforeEach(({ page }) => {
    hostileRequests = [];
    page.on('request', (request) => {
      if (hostile && request.url().startsWith(hostile.origin)) hostileRequests.push(request.url());
    });
  });

  test("a system administrator cannot put an app of their own behind the security administrator's menu", async ({
    page,
  }) => {
    const { origin } = server.current();
    // The app of the attack, in micro-app isolation on another origin: that alone is a request for
    // a security administrator (four eyes), approved here as if one were deceived.
    await signIn(page, demoUsers.sysadmin, { origin });
    const registered = await page.request.post(`${origin}/api/platform/registry/save`, {
      headers: { Authorization: `Bearer ${await tokenOfPage(page)}` },
      data: {
        isNew: true,
        entry: registryEntry({
          route: 'account-console',
          name: 'sub-account-console',
          url: `${hostile?.origin}/console/`,
          titleZh: '账号与会话',
          titleEn: 'Accounts and sessions',
        }),
      },
    });
    const { request } = ((await registered.json()) as { data: { request: { id: number } } }).data;
    expect(request).toMatchObject({ status: 'pending', raises: ['origin'] });
    const approver = await page.context().browser()?.newContext();
    const approverPage = await approver?.newPage();
    if (!approverPage) throw new Error('no browser');
    await signIn(approverPage, demoUsers.secadmin, { origin });
    const approved = await approverPage.request.post(
      `${origin}/api/platform/registry/requests/decide`,
      {
        headers: { Authorization: `Bearer ${await tokenOfPage(approverPage)}` },
        data: { id: request.id, approve: true, reason: 'A new accounts console, said the ticket' },
      },
    );
    expect(((await approved.json()) as { code: number }).code).toBe(0);
    await approver?.close();

    // Its entry for the security administrator's role is refused on the menus page.
    await page.goto(`${origin}/main/platform/menus`);
    await expect(page.getByRole('tree')).toContainText('工作台');
    await page.getByRole('button', { name: '新增菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '新增菜单' });
    await drawer.getByLabel('中文名称').fill('账号与会话');
    await drawer.getByLabel('英文名称').fill('Accounts and sessions');
    await drawer.getByLabel('标识').fill('account-console');
    await drawer.getByRole('combobox', { name: '子应用路由' }).fill('account-console');
    await page.getByTitle(/^account-console · /).click();
    await drawer.getByLabel('页面', { exact: true }).fill('users');
    await drawer.getByRole('checkbox', { name: /R1006/ }).check();
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(
      page.getByText(/角色 R1006 由担任管理职责.*的人员持有，其菜单不能打开子应用/),
    ).toBeVisible();
    await expect(drawer).toBeVisible();

    // Written behind the server's back, the entry still never reaches the security administrator.
    await plantSubAppMenuEntry(server.current().databaseUrl, {
      roleNo: 'R1006',
      name: 'account-console',
      label: '账号与会话（新版）',
      route: 'account-console',
      page: 'users',
    });
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, demoUsers.secadmin, { origin });
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('menu');
    await menu.getByRole('menuitem', { name: '安全管理' }).click();
    await expect(menu.getByRole('menuitem', { name: '账号与会话', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '账号与会话（新版）' })).toHaveCount(0);
    await page.goto(`${origin}/main/account-console/users`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    await expect(page.locator('micro-app')).toHaveCount(0);
    expect(hostileRequests).toEqual([]);
  });

  test("the shell mounts no app in a duty's session, a public one neither", async ({ page }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.secadmin, { origin });
    await page.goto(`${origin}/main/blank/report`);
    const refusal = page.getByTestId('sub-app-page');
    await expect(refusal).toHaveAttribute('data-state', 'duty');
    await expect(refusal).toContainText('管理会话中不运行任何子应用');
    await expect(page.locator('micro-app')).toHaveCount(0);
  });

  test("no other page of the origin can read a duty's token", async ({ page }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.secadmin, { origin });
    const token = await tokenOfPage(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // A page of a sub-app on the portal's origin, opened in another tab of the same browser.
    const planted = await page.context().newPage();
    await planted.goto(`${origin}/sub-newcrm/`);
    const reachable = await planted.evaluate(() => ({
      local: Object.values({ ...localStorage }).join('\n'),
      session: Object.values({ ...sessionStorage }).join('\n'),
      cookie: document.cookie,
    }));
    expect(reachable.local).not.toContain(token);
    expect(reachable.session).not.toContain(token);
    expect(reachable.cookie).not.toContain(token);
    // Without the token, the privileged call is refused.
    const refused = await planted.evaluate(async () => {
      const response = await fetch('/api/security/users?keyword=lisi', { credentials: 'include' });
      return response.status;
    });
    expect(refused).toBe(401);
    await planted.close();
  });
});
