import type { Page } from '@playwright/test';
import { startCluster } from '../../support/cluster';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { tokenOfPage } from '../../support/api';

/** The budget of an ended session: signed out on every screen within 5 s (DESIGN §8). */
const endedWithin = { timeout: 5_000 };

/** Ends every session of `username` as the security administrator does, through `origin`. */
async function endSessionsOf(page: Page, origin: string, username: string) {
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error('no browser');
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoUsers.secadmin, { origin });
  const headers = { Authorization: `Bearer ${await tokenOfPage(adminPage)}` };
  const found = await adminPage.request.get(`${origin}/api/security/users`, {
    headers,
    params: { query: username },
  });
  const { users } = (
    (await found.json()) as { data: { users: { id: number; username: string }[] } }
  ).data;
  const user = users.find((each) => each.username === username);
  if (!user) throw new Error(`No user ${username}`);
  const ended = await adminPage.request.post(`${origin}/api/security/users/endSessions`, {
    headers,
    data: { userId: user.id, reason: 'Laptop reported stolen' },
  });
  expect(((await ended.json()) as { code: number }).code).toBe(0);
  await admin.close();
}

async function expectSignedOut(page: Page, message: RegExp) {
  await expect(page).toHaveURL(/\/main\/login/, endedWithin);
  await expect(page.getByText(message)).toBeVisible();
}

test.describe('a session that ends, ends on every screen, through two instances behind nginx', () => {
  test.describe.configure({ mode: 'serial' });
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  test.beforeAll(async ({ database }) => {
    cluster = await startCluster(database);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test("a security administrator's 'end sessions' signs out every window of the user's, with no action of theirs", async ({
    page,
    browser,
  }) => {
    const origin = cluster?.origin ?? '';
    await signIn(page, demoUsers.lisi, { origin });
    // A second window of the same session, and the user's other browser.
    const secondWindow = await page.context().newPage();
    await secondWindow.goto(`${origin}/main/wel/message`);
    await expect(secondWindow.getByRole('heading', { name: '消息' })).toBeVisible();
    const otherBrowser = await browser.newContext();
    const otherPage = await otherBrowser.newPage();
    await signIn(otherPage, demoUsers.lisi, { origin });

    await endSessionsOf(page, origin, 'lisi');
    await Promise.all(
      [page, secondWindow, otherPage].map((each) =>
        expectSignedOut(each, /安全管理员已结束您的会话/),
      ),
    );
    await otherBrowser.close();
  });

  test('a window whose watch was cut by a crashed instance still signs out in time', async ({
    page,
  }) => {
    const origin = cluster?.origin ?? '';
    await signIn(page, demoUsers.zhaoliu, { origin });
    cluster?.kill(1);
    await endSessionsOf(page, origin, 'zhaoliu');
    await expectSignedOut(page, /安全管理员已结束您的会话/);
  });
});
