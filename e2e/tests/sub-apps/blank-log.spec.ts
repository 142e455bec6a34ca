import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
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
});
