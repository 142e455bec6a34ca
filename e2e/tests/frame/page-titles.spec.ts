import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../../support/fixtures';

const languages = [
  {
    name: '中文',
    system: '集团业务核心系统',
    signIn: '账号登录',
    form: { username: '用户名', password: '密码', submit: '登录' },
    notFound: '页面不存在',
    forbidden: '无权访问',
    serverError: '系统出错了',
    blank: '空白页',
  },
  {
    name: 'English',
    system: 'Group Core Business System',
    signIn: 'Sign in',
    form: { username: 'Username', password: 'Password', submit: 'Sign in' },
    notFound: 'Page not found',
    forbidden: 'Access denied',
    serverError: 'Something went wrong',
    blank: 'Blank page',
  },
] as const;

/** Chooses the language on the login page; the choice is kept for the next pages. */
async function chooseLanguageAtLogin(page: Page, name: (typeof languages)[number]['name']) {
  await page.goto('/main/login');
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Holds every sign-in request until the returned function lets them through. */
async function holdSignIn(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/oauth/token', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test.describe('page titles', () => {
  for (const language of languages) {
    test(`the loading view names the system, in ${language.name}`, async ({ page }) => {
      await chooseLanguageAtLogin(page, language.name);
      // The configuration never comes: what shows is the loading view.
      await page.route('**/main/config.json', () => {});

      await page.goto('/main/wel/index', { waitUntil: 'commit' });

      await expect(page).toHaveTitle(language.system);
    });

    test(`the boot screen and the login page name the system, in ${language.name}`, async ({
      page,
    }) => {
      await chooseLanguageAtLogin(page, language.name);
      await expect(page.getByText(language.system, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Portal', { exact: true })).toHaveCount(0);

      // Held, the shell's script leaves index.html's boot screen on the page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/main/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/main/wel/index', { waitUntil: 'commit' });
      await expect(page.locator('.boot-loading')).toBeVisible();
      await expect(page.locator('.boot-loading')).toHaveText(language.system, {
        useInnerText: true,
      });
      release();
    });

    test(`the login page, then a 403 reached by signing in, name themselves, in ${language.name}`, async ({
      page,
    }) => {
      await chooseLanguageAtLogin(page, language.name);
      await page.goto(`/main/login?redirect=${encodeURIComponent('/xwd-100zz/index')}`);
      const release = await holdSignIn(page);
      const signingIn = page.waitForRequest('**/api/auth/oauth/token');

      await page.getByLabel(language.form.username).fill(demoUsers.lisi.username);
      await page.getByLabel(language.form.password).fill(demoUsers.lisi.password);
      await page.getByRole('button', { name: language.form.submit, exact: true }).click();
      // Signing in waits for the configuration: the page is configured by now.
      await signingIn;
      await expect(page).toHaveTitle(`${language.signIn} - ${language.system}`);
      release();

      await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
      await expect(page).toHaveURL(/\/main\/xwd-100zz\/index$/);
      await expect(page).toHaveTitle(`${language.forbidden} - ${language.system}`);
    });

    test(`the error pages and /blank name themselves, in ${language.name}`, async ({ page }) => {
      await chooseLanguageAtLogin(page, language.name);

      const pages: [path: string, title: string][] = [
        ['/main/404', language.notFound],
        ['/main/403', language.forbidden],
        ['/main/500', language.serverError],
        ['/main/blank/index', language.blank],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await expect(page).toHaveTitle(`${title} - ${language.system}`);
      }
    });
  }

  test('a mistyped address shows the 404 page at that address, so it can be corrected', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.lisi);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.goto('/main/wel/indx');

    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '404');
    await expect(page).toHaveURL(/\/main\/wel\/indx$/);
    await expect(page).toHaveTitle('页面不存在 - 集团业务核心系统');
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });

  test('a page the user may not open shows the 403 page at its address', async ({
    page,
    signedInAs,
  }) => {
    // 李四 has one firm, whose menu does not reach the small loans.
    await signedInAs(demoUsers.lisi);
    await expect(page).toHaveURL(/\/main\/wel\/index$/);

    await page.goto('/main/xwd-100zz/index');

    await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    await expect(page).toHaveURL(/\/main\/xwd-100zz\/index$/);
    await expect(page).toHaveTitle('无权访问 - 集团业务核心系统');
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/wel\/index$/);
  });
});
