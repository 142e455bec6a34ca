import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';

/** Serious and critical axe findings, once nothing moves any more. */
async function seriousViolations(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);
}

async function signInIn(
  page: Page,
  language: 'zh-CN' | 'en',
  signedInAs: (user: typeof demoUsers.zhangsan) => Promise<void>,
) {
  await signedInAs(demoUsers.zhangsan);
  if (language === 'en') {
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

// axe walks every node of a full antd page: seconds each, more on a busy machine.
test.describe.configure({ timeout: 90_000 });

// One test per view, so that the two workers share them out evenly.
for (const language of ['zh-CN', 'en'] as const) {
  test.describe(`workbench accessibility in ${language}`, () => {
    test('the workbench has no serious violation', async ({ page, signedInAs }) => {
      await signInIn(page, language, signedInAs);
      await expect(page.getByTestId('tab-page').locator('.workbench-list').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const [path, row] of [
      ['/main/wel/backlog', 'todo-row'],
      ['/main/wel/message', 'message-row'],
      ['/main/wel/notice', 'notice-row'],
    ] as const) {
      test(`${path} has no serious violation`, async ({ page, signedInAs }) => {
        await signInIn(page, language, signedInAs);
        await page.goto(path);
        await expect(page.getByTestId(row).first()).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      });
    }

    test('the calendar and the schedule dialog have no serious violation', async ({
      page,
      signedInAs,
    }) => {
      await signInIn(page, language, signedInAs);
      await page.goto('/main/wel/calendar');
      // The seeded schedules of this week, labelled by their status.
      await expect(
        page.getByRole('button', { name: /\[(待确认|pending)\]/ }).first(),
      ).toBeVisible();
      expect(await seriousViolations(page), 'calendar').toEqual([]);

      await page
        .getByRole('button', { name: language === 'en' ? 'New schedule' : '新建日程' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'schedule dialog').toEqual([]);
    });
  });
}
