import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';

type Language = 'zh-CN' | 'en';
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const words = {
  'zh-CN': { switch: '中文', signIn: '账号登录', notFound: '页面不存在', settings: '个人设置' },
  en: {
    switch: 'English',
    signIn: 'Sign in',
    notFound: 'Page not found',
    settings: 'Personal settings',
  },
} as const;

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) =>
            `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Runs axe once nothing moves any more, and fails on every serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  const summary = serious.map(
    ({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
  );
  expect(summary, describeViolations(serious)).toEqual([]);
}

/** The login page in the given language, chosen through its language switch. */
async function openLogin(page: Page, language: Language) {
  await page.goto('/main/login');
  await page.getByRole('button', { name: words[language].switch, exact: true }).click();
  await expect(page.getByRole('heading', { name: words[language].signIn })).toBeVisible();
}

async function signInIn(page: Page, language: Language) {
  await openLogin(page, language);
  await page.getByTestId('login-username').fill(demoUsers.zhangsan.username);
  await page.getByTestId('login-password').fill(demoUsers.zhangsan.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
  // The signed-in frame's code loads only now, on a first visit.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

// axe walks every node of a full antd page: seconds each, more on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const language of ['zh-CN', 'en'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the login page has no serious violation', async ({ page }) => {
      await openLogin(page, language);
      await expectNoSeriousViolations(page);
    });

    test('the 404 page has no serious violation', async ({ page }) => {
      await openLogin(page, language);
      // Where an unknown address leads a signed-in user (signed out, it asks to sign in first).
      await page.goto('/main/404');
      await expect(page.getByRole('heading', { name: words[language].notFound })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the workbench in its frame has no serious violation', async ({ page }) => {
      await signInIn(page, language);
      await expect(page.locator('.workbench')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('personal settings in the frame have no serious violation', async ({ page }) => {
      await signInIn(page, language);
      await page.goto('/main/info/index');
      await expect(
        page.getByRole('heading', { name: words[language].settings, level: 1 }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('accessibility on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const language of ['zh-CN', 'en'] as const) {
    test(`the workbench at 375 px in ${language} has no serious violation`, async ({ page }) => {
      await signInIn(page, language);
      await expect(page.locator('.workbench')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
