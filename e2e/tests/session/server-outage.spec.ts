import { confirmIdentityDialog } from '../../support/confirm-identity';
import { standaloneServer } from '../../support/standalone-server';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';

test.describe('the server going away mid-session', () => {
  test('says so clearly, logs it, and works again once the server is back, without a reload', async ({
    page,
  }) => {
    test.slow();
    const server = standaloneServer();
    await server.start();
    try {
      await signIn(page, demoUsers.zhangsan, { origin: server.origin });
      await page.getByRole('tab', { name: '个人设置' }).click();
      // The page's code is loaded before the server goes: the outage is the server's alone.
      await expect(page.getByLabel('新密码', { exact: true })).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      await server.stop();
      await page.getByLabel('新密码', { exact: true }).fill('Another@2026x');
      await page.getByLabel('确认新密码').fill('Another@2026x');
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(page.getByText(/网络异常，无法连接服务器/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /查看本地日志（[1-9]\d* 条）/ })).toBeVisible();

      await server.start();
      await page.getByRole('button', { name: '确认修改' }).click();
      // The server answers again: the change waits for the user to confirm it is them.
      const proof = confirmIdentityDialog(page);
      await proof.getByLabel('当前密码').fill('not-my-password');
      await proof.getByRole('button', { name: /^确\s?认$/ }).click();
      await expect(proof.getByTestId('confirm-identity-error')).toHaveText('当前密码错误');
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
    } finally {
      await server.dispose();
    }
  });
});
