import type { Page } from '@playwright/test';
import { insertTodo } from '../../support/database';
import { demoUsers, expect, test } from '../../support/fixtures';

const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** The to-do poll, shortened as a deployment may (spec §9 says 30 s). */
async function shortenTodoPoll(page: Page, todoPollIntervalMs: number) {
  await page.route('**/main/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { session: Record<string, number> };
    config.session = { ...config.session, todoPollIntervalMs };
    await route.fulfill({ response, json: config });
  });
}

test.describe('to-dos', () => {
  test('a to-do opens its sub-application page in a tab', async ({ page, signedInAs }) => {
    const title = `e2e 授信审批 ${Date.now()}`;
    const id = insertTodo({ assignee: 'zhangsan', title, subApp: '/credit/approval/detail' });
    await signedInAs(demoUsers.zhangsan);

    await page.goto('/main/wel/backlog');
    const row = page.getByTestId('todo-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: title }).click();

    // Its own page: the to-do's id in the address, the app's name on its tab.
    await expect(page).toHaveURL(new RegExp(`/main/credit/approval/detail\\?todoId=${id}$`));
    await expect(tabStrip(page).getByRole('tab', { name: '授信管理' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabStrip(page).getByRole('tab', { name: '我的待办' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  test('a title that turns its text around reorders nothing beside it', async ({
    page,
    signedInAs,
  }) => {
    // Written straight into the database: the API refuses such a title since it was stored.
    const title = `e2e 付款\u202e申请 ${Date.now()}`;
    insertTodo({ assignee: 'zhangsan', title, subApp: '/credit/approval/detail' });
    await signedInAs(demoUsers.zhangsan);

    await page.goto('/main/wel/backlog');
    const titleButton = page
      .getByTestId('todo-row')
      .filter({ hasText: title })
      .getByRole('button', { name: title });
    await expect(titleButton).toHaveCSS('unicode-bidi', 'isolate');
  });

  test('the home page lists the newest to-dos, each opening its work', async ({
    page,
    signedInAs,
  }) => {
    const title = `e2e 贷后检查 ${Date.now()}`;
    insertTodo({ assignee: 'zhangsan', title, subApp: '/postloan/inspection/detail' });
    await signedInAs(demoUsers.zhangsan);

    const latest = page.getByRole('list', { name: '最新待办' });
    await latest.getByRole('button', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/main\/postloan\/inspection\/detail\?todoId=\d+$/);
  });

  test('a new to-do raises a notification within one poll, which opens it', async ({
    page,
    signedInAs,
  }) => {
    await shortenTodoPoll(page, 1500);
    await signedInAs(demoUsers.lisi);
    // The first poll sets the mark; only a to-do newer than it is announced.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('hf-todoNewestId')))
      .not.toBeNull();

    const title = `e2e 新待办 ${Date.now()}`;
    insertTodo({ assignee: 'lisi', title, subApp: '/postloan/inspection/detail' });

    const notice = page.locator('.ant-notification-notice').filter({ hasText: '您有新的待办' });
    await expect(notice).toContainText(title, { timeout: 6_000 });
    await notice.getByRole('button', { name: '立即办理' }).click();
    await expect(page).toHaveURL(/\/main\/postloan\/inspection\/detail\?todoId=\d+$/);
    await expect(notice).toBeHidden();
  });
});
