import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';
import { subApp } from './sub-app-page';

type StoredEntry = { url: string; type: string; message: string; info?: string };

/** Signed out there is no log viewer to open: the log is read where the shell keeps it. */
const storedEntries = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('hf-logsList') ?? 'null') as {
      content?: StoredEntry[];
    } | null;
    return stored?.content ?? [];
  });

test.describe('the public /blank sub-application', () => {
  test('that throws while rendering has its error in the local log, without signing in', async ({
    page,
  }) => {
    await page.goto('/main/blank/index');
    const app = subApp(page, 'sub-blank');
    await expect(app.getByTestId('subapp-app-name')).toHaveText('sub-blank');

    await app.getByTestId('subapp-crash').click();
    await expect(app.getByTestId('subapp-root')).toHaveCount(0);

    await expect
      .poll(async () =>
        (await storedEntries(page)).find((entry) =>
          entry.message.includes('按要求在渲染时抛出了错误'),
        ),
      )
      .toMatchObject({
        type: 'error',
        message: expect.stringContaining('示例子应用按要求在渲染时抛出了错误'),
        url: expect.stringContaining('/main/blank/index'),
        info: expect.stringMatching(/^sub-blank\b/),
      });
  });

  test('whose resources fail to load says so and has the failure in the local log', async ({
    page,
  }) => {
    await page.route('**/sub-blank/assets/**', (route) => route.abort());
    await page.goto('/main/blank/index');
    await expect(page.getByText(/子应用资源加载不完整/)).toBeVisible();
    await expect
      .poll(async () => (await storedEntries(page)).find((entry) => entry.type === 'micro-app'))
      .toMatchObject({
        message: expect.stringContaining('子应用资源加载不完整'),
        url: expect.stringContaining('/main/blank/index'),
        info: 'sub-blank',
      });
  });

  test('opened from the menu, shows its app with no loading spinner left over it, also after Back and Forward', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: '综合服务' }).click();
    await menu.getByRole('menuitem', { name: '空白页' }).click();

    await expect(page).toHaveURL(/\/main\/blank\/index$/);
    const app = subApp(page, 'sub-blank');
    const spinner = page.getByRole('status').filter({ hasText: '系统加载中' });
    await expect(app.getByTestId('subapp-app-name')).toHaveText('sub-blank');
    await expect(app.getByTestId('subapp-user')).toHaveText('无');
    await expect(spinner).toHaveCount(0);

    // Back in the frame and forward again: the page's new host shows the app kept alive.
    await page.goBack();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/main\/blank\/index$/);
    await expect(app.getByTestId('subapp-app-name')).toHaveText('sub-blank');
    await expect(spinner).toHaveCount(0);
  });
});
