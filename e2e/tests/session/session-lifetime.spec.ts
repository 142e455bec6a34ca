import { tokenOfPage } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

test.describe('the absolute lifetime of a sign-in', () => {
  // Tokens of 25 s: the warning comes at once (less than five minutes are left), the end soon.
  const server = serverOfTheseTests(e2eServer.port + 75, { TOKEN_TTL_SECONDS: '25' });

  test('is announced in advance, then ends the session on screen and is recorded', async ({
    page,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.qianqi, { origin });
    await expect(page.getByText(/本次登录将于 .+ 到达最长时限/)).toBeVisible();
    await expect(page).toHaveURL(/\/main\/login/, { timeout: 30_000 });
    await expect(page.getByText('登录已达最长时限，请重新登录')).toBeVisible();

    const auditor = await page.context().browser()?.newContext();
    const auditorPage = await auditor?.newPage();
    if (!auditorPage) throw new Error('no browser');
    await signIn(auditorPage, demoUsers.auditor, { origin });
    const events = await auditorPage.request.get(`${origin}/api/audit/events`, {
      headers: { Authorization: `Bearer ${await tokenOfPage(auditorPage)}` },
      params: { event: 'session.expire', username: 'qianqi' },
    });
    const { records } = ((await events.json()) as { data: { records: unknown[] } }).data;
    expect(records).toHaveLength(1);
    await auditor?.close();
  });
});
