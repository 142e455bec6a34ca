import { demoUsers, expect, signIn, test } from '../../support/fixtures';

// The other device is told apart by a browser of its own: other tests sign lisi in meanwhile.
const edgeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

test('a user ends a session of theirs on another device, which is signed out at once', async ({
  page,
  browser,
  signedInAs,
}) => {
  const otherDevice = await browser.newContext({ userAgent: edgeOnWindows });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, demoUsers.lisi);

  await signedInAs(demoUsers.lisi);
  await page.goto('/main/info/index');
  const sessions = page.getByTestId('session-row');
  const other = sessions.filter({ hasText: 'Microsoft Edge 131 · Windows 10' });
  await expect(other).toHaveCount(1);
  await expect(sessions.filter({ hasText: '当前会话' })).toHaveCount(1);

  await other.getByRole('button', { name: /^结\s?束$/ }).click();
  await expect(other).toHaveCount(0);

  // Its token is revoked on the server: its next call signs it out.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/main\/login/);
  await otherDevice.close();
});
