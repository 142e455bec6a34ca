import type { Page } from '@playwright/test';
import { demoUsers, expect, homePageSettled, test } from '../../support/fixtures';
import { openInShell, tabStrip } from '../sub-apps/sub-app-page';

const noticeList = '**/api/uniHome/notices/list**';

/** The server answers the notice list with each title an object where the page expects text. */
async function garbleNoticeTitles(page: Page) {
  await page.route(noticeList, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { records: { title: unknown }[] } };
    for (const notice of body.data.records) notice.title = { 'zh-CN': notice.title };
    await route.fulfill({ response, json: body });
  });
}

test.describe('a shell page that throws while rendering', () => {
  test('shows the error view in its tab only, logs the error at its address, and comes back with a retry', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    // The home page shows notices too: it has them before the server starts garbling them.
    await homePageSettled(page);
    await garbleNoticeTitles(page);

    await openInShell(page, '/wel/notice');
    const crashView = page.getByRole('region', { name: '此页面出错了' });
    await expect(crashView).toBeVisible();

    // The other tabs still work; the error view stays with its own.
    await tabStrip(page).getByRole('tab', { name: '个人设置' }).click();
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await expect(crashView).toBeHidden();
    await tabStrip(page).getByRole('tab', { name: '通知公告' }).click();
    await expect(page).toHaveURL(/\/main\/wel\/notice$/);
    await expect(crashView).toBeVisible();

    await crashView.getByRole('button', { name: '查看日志' }).click();
    const log = page.getByRole('dialog', { name: /本地日志/ });
    const row = log.getByRole('row').filter({ hasText: '/main/wel/notice' });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText('脚本错误');
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    await page.unroute(noticeList);
    await crashView.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
    await expect(crashView).toHaveCount(0);
  });
});
