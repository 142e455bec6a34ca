import type { Locator, Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';

const logButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /查看本地日志|Open the local log/ });

/** The calendar's settings fail with the server's 500 (its query asks twice); answers the count. */
async function failCalendarSettings(page: Page) {
  const calls = { count: 0 };
  await page.route('**/api/fftask/pcCalendarBookGroup/set/query**', async (route) => {
    calls.count += 1;
    await route.fulfill({ json: { code: 500, msg: 'database unavailable', data: null } });
  });
  return calls;
}

/** Every pixel of the element is on screen: no scroll area or dialog edge cuts it. */
async function expectWhole(element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  expect(await element.evaluate((each) => each.scrollWidth <= each.clientWidth + 1)).toBe(true);
}

test.describe('the local log viewer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a failed request is one row, its time whole at 1440 px, in Chinese and in English', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    const settings = await failCalendarSettings(page);
    await page.getByRole('button', { name: '打开日历' }).click();
    await expect(page.getByText('服务异常').first()).toBeVisible();
    // The query asked again after the first failure, and failed the same way.
    await expect.poll(() => settings.count).toBe(2);

    await expect(logButton(page)).toHaveAccessibleName('查看本地日志（1 条）');
    await logButton(page).click();
    const viewer = page.getByRole('dialog', { name: '本地日志（1 条）' });
    const rows = viewer.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('/fftask/pcCalendarBookGroup/set/query');
    const time = rows.locator('time');
    await expect(time).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await expectWhole(time);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    const english = page.getByRole('banner').getByRole('button', { name: 'English', exact: true });
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await logButton(page).click();
    const englishViewer = page.getByRole('dialog', { name: /Local log/ });
    const englishTime = englishViewer.getByRole('row').locator('time');
    await expect(englishTime).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    await expectWhole(englishTime);
  });
});
