import { demoUsers, expect, test } from '../../support/fixtures';

test.describe('screenshot feedback', () => {
  test('the dialog opens at once, busy where the screenshot goes, which fills in when taken', async ({
    page,
    signedInAs,
  }) => {
    // The screenshot library's chunk (it names itself in its log messages) is held back until the
    // dialog has been seen: the capture cannot have finished, however fast the machine.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let isLibraryAsked = false;
    await page.route('**/main/assets/*.js', async (route) => {
      // A script of the page signing in may be cut off by its navigation: nothing to hold back.
      const response = await route.fetch().catch(() => undefined);
      const body = await response?.text().catch(() => undefined);
      if (response === undefined || body === undefined) {
        await route.fallback().catch(() => undefined);
        return;
      }
      if (body.includes('[modern-screenshot]')) {
        isLibraryAsked = true;
        await released;
      }
      await route.fulfill({ response, body });
    });
    await signedInAs(demoUsers.zhangsan);

    await page.getByRole('banner').getByRole('button', { name: '截图反馈' }).click();

    const dialog = page.getByRole('dialog', { name: '问题反馈' });
    await expect(dialog).toBeVisible();
    const busy = dialog.getByRole('status').filter({ hasText: '正在截图...' });
    await expect(busy).toBeVisible();
    await expect(dialog.getByRole('button', { name: '提交' })).toBeDisabled();
    // Writing need not wait for the picture.
    await dialog.getByLabel('反馈说明').fill('客户列表的筛选按钮没有反应');
    await expect.poll(() => isLibraryAsked).toBe(true);

    release();
    const screenshot = dialog.getByRole('img', { name: '当前页面截图' });
    await expect(screenshot).toBeVisible({ timeout: 45_000 });
    await expect(screenshot).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(busy).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: '提交' })).toBeEnabled();
    await expect(dialog.getByLabel('反馈说明')).toHaveValue('客户列表的筛选按钮没有反应');
  });
});
