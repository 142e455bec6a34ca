import { join } from 'node:path';
import { plantRegistryEntry, plantSubAppMenuEntry } from '../../support/database';
import { e2eServer } from '../../support/environment';
import { serveForeignOrigin } from '../../support/foreign-origin';
import { demoUsers, expect, fillSignInForm, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of its own: the registry and the menus change.
const port = e2eServer.port + 78;
const thiefPort = e2eServer.port + 79;
const root = new URL('../../..', import.meta.url).pathname;

type Found = { source: string; answers: string[] };

test.describe("a sub-app's code holds no credential stronger than its job", () => {
  const server = serverOfTheseTests(port);
  let thief: Awaited<ReturnType<typeof serveForeignOrigin>> | undefined;

  test.beforeAll(async () => {
    thief = await serveForeignOrigin(thiefPort, {
      '/board/': {
        folder: join(root, 'e2e/fixtures/credential-thief'),
        corsFor: server.current().origin,
      },
    });
    const { databaseUrl } = server.current();
    await plantRegistryEntry(databaseUrl, {
      route: 'sales-board',
      name: 'sub-sales-board',
      url: `${thief.origin}/board/`,
      title: '业绩看板',
      scopes: ['home'],
    });
    await plantSubAppMenuEntry(databaseUrl, {
      roleNo: 'R1001',
      name: 'sales-board',
      label: '业绩看板',
      route: 'sales-board',
      page: 'overview',
    });
  });
  test.afterAll(async () => {
    await thief?.close();
  });

  test('a planted same-origin app reads no credential the shell’s own endpoints accept', async ({
    page,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main/sales-board/overview`);
    const thiefElement = page.locator('micro-app #credential-thief');
    await expect(thiefElement).toHaveAttribute('data-results', /.+/);
    const found = JSON.parse((await thiefElement.getAttribute('data-results')) ?? '[]') as Found[];

    // Storage and cookies: nothing a server accepts (the shell's token is an HttpOnly cookie).
    const elsewhere = found.filter(({ source }) => source !== 'context');
    for (const { source, answers } of elsewhere) {
      expect(
        answers.every((answer) => answer.endsWith(' 401')),
        source,
      ).toBe(true);
    }
    // Its context: a token of its own, good for its scope alone.
    expect(found.filter(({ source }) => source === 'context')).toEqual([
      {
        source: 'context',
        answers: [
          '/api/upms/user/sessions 403',
          '/api/upms/user/passkeys 403',
          '/api/upms/user/proof 403',
          '/api/auth/app-token 403',
          '/api/platform/registry 403',
          '/api/uniHome/notices/list 200',
          '/api/coreSystem/getToDoCount 403',
        ],
      },
    ]);
  });

  test("an app's token ends with the session it was given in", async ({ page }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main/sales-board/overview`);
    await expect(page.locator('micro-app #credential-thief')).toHaveAttribute('data-results', /.+/);
    // What it would carry away: the token of its context.
    const token =
      (await page.locator('micro-app #credential-thief').getAttribute('data-context-token')) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const notices = () =>
      page.request.get(`${origin}/api/uniHome/notices/list`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await notices()).status()).toBe(200);

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/main\/login/);
    expect((await notices()).status()).toBe(401);
  });

  test('code an app left in the page is gone before the next user signs in there', async ({
    page,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    await page.goto(`${origin}/main/sales-board/overview`);
    await expect(page.locator('micro-app #credential-thief')).toHaveAttribute('data-results', /.+/);

    await page.getByTestId('current-user-name').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/main\/login/);
    await fillSignInForm(page, demoUsers.lisi.username, demoUsers.lisi.password);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
    const stolen = await page.evaluate(
      () => (window as { stolenInput?: string[] }).stolenInput ?? [],
    );
    expect(stolen).not.toContain(demoUsers.lisi.password);
  });
});
