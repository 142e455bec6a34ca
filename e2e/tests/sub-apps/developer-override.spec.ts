import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import {
  demoPassword,
  demoUsers,
  expect,
  fillSignInForm,
  signIn,
  test,
} from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { openInShell, subApp } from './sub-app-page';

// Servers of their own: grants and overrides are set on them, one in production mode.
const port = e2eServer.port + 41;
const productionPort = e2eServer.port + 40;
/** The example sub-app's own development server (`npm run dev` in its folder). */
const devPort = e2eServer.port + 43;
const devServer = `http://127.0.0.1:${devPort}/`;
const appName = 'sub-newcrm';
const appPage = '/newcrm/customer/list';

const exampleFolder = fileURLToPath(new URL('../../../apps/example-subapp/', import.meta.url));
const viteBin = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

/** Starts the example app's Vite dev server on its port, and waits until it answers. */
async function startDevServer(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [viteBin, '--port', String(devPort), '--strictPort', '--host', '127.0.0.1'],
    { cwd: exampleFolder, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(devServer).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return child;
}

/** Calls the API of `origin` as a demo user (a bearer token), answering status and message. */
async function callerAs(request: APIRequestContext, origin: string, username: string) {
  const signedIn = await request.post(`${origin}/api/auth/oauth/token`, {
    headers: { Authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}` },
    form: { username, password: demoPassword, grant_type: 'password', scope: 'server' },
  });
  const { data } = (await signedIn.json()) as { data: { access_token: string; user_id: number } };
  return {
    userId: data.user_id,
    post: async (path: string, body: object) => {
      const response = await request.post(`${origin}/api${path}`, {
        headers: { Authorization: `Bearer ${data.access_token}` },
        data: body,
      });
      const { msg } = (await response.json()) as { msg: string };
      return { status: response.status(), msg };
    },
  };
}

/** The developer grants section of a user's drawer on the security administrators' page. */
async function grantOnSecurityPage(page: Page, origin: string, name: string, username: string) {
  await page.goto(`${origin}/main/security/users`);
  const search = page.getByRole('searchbox', { name: '搜索账号' });
  await search.fill(username);
  await search.press('Enter');
  const row = page.getByTestId('security-users').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `${name} 的会话与状态` }).click();
  const drawer = page.getByRole('dialog', { name: `${name}（${username}）` });
  await drawer.getByRole('combobox', { name: '子应用' }).click();
  await page.getByTitle('客户管理', { exact: true }).click();
  await drawer.getByRole('button', { name: '授予', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByLabel('原因') });
  await confirm.getByLabel('原因').fill('开发客户管理');
  await confirm.getByRole('button', { name: '授予' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByTestId('developer-grants')).toContainText('客户管理');
}

test.describe("a developer's own build in production", () => {
  const server = serverOfTheseTests(productionPort, { NODE_ENV: 'production' });

  test('is refused without ALLOW_DEVELOPER_OVERRIDES, even to a developer of the app', async ({
    playwright,
  }) => {
    const { origin } = server.current();
    const request = await playwright.request.newContext();
    const zhangsan = await callerAs(request, origin, 'zhangsan');
    const secadmin = await callerAs(request, origin, 'secadmin');
    expect(
      await secadmin.post('/security/developers/grant', {
        userId: zhangsan.userId,
        app: appName,
        reason: '开发客户管理',
      }),
    ).toMatchObject({ status: 200 });

    expect(
      await zhangsan.post('/subApps/developerOverride/set', { app: appName, url: devServer }),
    ).toEqual({
      status: 403,
      msg: '本环境不允许使用子应用开发地址（ALLOW_DEVELOPER_OVERRIDES 未开启）',
    });
    await request.dispose();
  });
});

test.describe("a developer's own build inside the portal", () => {
  const server = serverOfTheseTests(port);
  let devServerProcess: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    devServerProcess = await startDevServer();
  });

  test.afterAll(() => {
    devServerProcess?.kill('SIGTERM');
  });

  test('is refused to a user without the grant, and nobody grants it but a security administrator', async ({
    playwright,
  }) => {
    const { origin } = server.current();
    const request = await playwright.request.newContext();
    const lisi = await callerAs(request, origin, 'lisi');
    expect(
      await lisi.post('/subApps/developerOverride/set', { app: appName, url: devServer }),
    ).toEqual({
      status: 403,
      msg: `您没有 ${appName} 的子应用开发者授权，请联系安全管理员`,
    });

    // The system administrator who keeps the registry grants it neither to himself nor to anyone.
    const sysadmin = await callerAs(request, origin, 'sysadmin');
    for (const userId of [sysadmin.userId, lisi.userId]) {
      expect(
        await sysadmin.post('/security/developers/grant', { userId, app: appName, reason: '自用' }),
      ).toEqual({ status: 403, msg: '该功能仅限安全管理员使用' });
    }
    await request.dispose();
  });

  test('shows its banner and runs the development build in that browser context alone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { origin } = server.current();

    // A security administrator makes zhangsan a developer of the customer app.
    const administration = await browser.newContext();
    const adminPage = await administration.newPage();
    await adminPage.goto(`${origin}/main/login`);
    await fillSignInForm(adminPage, 'secadmin', demoPassword);
    await expect(adminPage).toHaveURL(/\/main\/wel\/index$/);
    await grantOnSecurityPage(adminPage, origin, '张三', 'zhangsan');
    await administration.close();

    // zhangsan points the app at his development server on his settings page.
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main/info/index`);
    const form = page.getByRole('form', { name: '设置开发地址' });
    await form.getByLabel('开发地址').fill(devServer);
    await form.getByRole('button', { name: '使用开发地址' }).click();

    // The page loads again with the banner, on every page of the frame.
    const banner = page.getByRole('region', { name: '开发地址提示' });
    await expect(banner).toContainText(`子应用“客户管理”正在使用开发地址 ${devServer}`);
    await openInShell(page, appPage);
    await expect(banner).toBeVisible();
    const devBuild = subApp(page, appName).getByTestId('subapp-root');
    await expect(devBuild).toHaveAttribute('data-build', 'development');
    await expect(subApp(page, appName).getByTestId('subapp-user')).toContainText('张三');

    // zhangsan's other sign-in, in another browser context, runs the app's own build.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    const fromDevServer: string[] = [];
    otherPage.on('request', (request) => {
      if (request.url().startsWith(devServer)) fromDevServer.push(request.url());
    });
    await signIn(otherPage, demoUsers.zhangsan, { origin });
    await openInShell(otherPage, appPage);
    await expect(subApp(otherPage, appName).getByTestId('subapp-root')).toHaveAttribute(
      'data-build',
      'production',
    );
    await expect(otherPage.getByRole('region', { name: '开发地址提示' })).toHaveCount(0);
    expect(fromDevServer).toEqual([]);
    await otherContext.close();

    // Ended from the banner: the page loads again, running the app's own build.
    await banner.getByRole('button', { name: '结束' }).click();
    await expect(banner).toHaveCount(0);
    await expect(subApp(page, appName).getByTestId('subapp-root')).toHaveAttribute(
      'data-build',
      'production',
    );
  });
});
