import { insertMessage } from '../../support/database';
import { demoUsers, expect, test } from '../../support/fixtures';

test.describe('messages', () => {
  test('reading a message clears its unread mark, also after a reload', async ({
    page,
    signedInAs,
  }) => {
    const title = `e2e 消息 ${Date.now()}`;
    insertMessage({ recipient: 'zhangsan', title, content: '请查收本月报表。' });
    await signedInAs(demoUsers.zhangsan);

    await page.goto('/main/wel/message');
    const row = page.getByTestId('message-row').filter({ hasText: title });
    await expect(row.getByTestId('unread-mark')).toBeVisible();

    await row.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('请查收本月报表。');
    await expect(dialog.getByText('已读')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(row.getByTestId('unread-mark')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
    await expect(
      page.getByTestId('message-row').filter({ hasText: title }).getByTestId('unread-mark'),
    ).toHaveCount(0);
  });
});
