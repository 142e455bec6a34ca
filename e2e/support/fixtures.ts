import { test as base, expect, type Page } from '@playwright/test';
import type { DatabaseKind } from './postgres';
import { signInThroughApi } from './sign-in-through-api';

export const demoPassword = 'Portal@2026';

export const demoUsers = {
  zhangsan: { username: 'zhangsan', password: demoPassword, displayName: '张三' },
  lisi: { username: 'lisi', password: demoPassword, displayName: '李四' },
  // Colleagues for specs where a busy shared account's session would interfere.
  zhaoliu: { username: 'zhaoliu', password: demoPassword, displayName: '赵六' },
  qianqi: { username: 'qianqi', password: demoPassword, displayName: '钱七' },
  // A colleague of the small-loans firm (1002) only.
  zhoujiu: { username: 'zhoujiu', password: demoPassword, displayName: '周九' },
  // The platform's auditor (duty 'auditor'): the audit trail's page is theirs.
  auditor: { username: 'auditor', password: demoPassword, displayName: '审计管理员' },
  // The platform's system administrator (duty 'system_admin'): the operations page is theirs.
  sysadmin: { username: 'sysadmin', password: demoPassword, displayName: '系统管理员' },
  // The platform's security administrator (duty 'security_admin'): accounts, sessions, approvals.
  secadmin: { username: 'secadmin', password: demoPassword, displayName: '安全管理员' },
} as const;

export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

export async function fillSignInForm(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs out through the user menu and its confirmation, and waits for the login page. */
export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog', { name: '退出系统' })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(page).toHaveURL(/\/main\/login$/);
}

/**
 * Signs in through the login page, as a person would, and waits for the workbench; on the shared
 * e2e server unless `origin` names a server of the test's own.
 */
export async function signIn(page: Page, user: DemoUser, { origin = '' } = {}) {
  await page.goto(`${origin}/main/login`);
  await fillSignInForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
}

/**
 * Waits until the workbench has loaded what it shows (no panel busy): a test that ends the
 * session on the server must not race the home page's own first calls.
 */
export async function homePageSettled(page: Page) {
  await expect(page.getByRole('heading', { name: '本周日程' })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The e2e server counts every session as expiring soon after sign-in, so the idle tests need not
 * wait (they set the shell's timers with a route of their page, which comes first). Any other test
 * checks the session once every half hour: a slow machine never shows the expiry warning over a
 * test about something else.
 */
const sessionCheckIntervalMs = 30 * 60_000;

export type WorkerOptions = {
  /**
   * The database of the project's servers: the shared server (the project's baseURL) and a spec's
   * own (support/standalone-server.ts). `postgres` in the project chromium-postgres.
   */
  database: DatabaseKind;
};

export const test = base.extend<
  {
    /**
     * Signs in through the API and stores the session as the shell's login does, then opens the
     * workbench: a test not about signing in does not go through the login page.
     */
    signedInAs: (user: DemoUser) => Promise<void>;
    /** Signs in through the login page, as a person would: for the tests about signing in. */
    signInThroughPage: (user: DemoUser) => Promise<void>;
    /**
     * Whether the shell prepares the menu's sub-apps once the frame settles (spec files about
     * preparing set it): twelve apps fetched and sandboxed behind every other test only cost time.
     */
    prepareSubApps: boolean;
  },
  WorkerOptions
>({
  database: ['sqlite', { option: true, scope: 'worker' }],
  prepareSubApps: [false, { option: true }],
  context: async ({ context, prepareSubApps }, use) => {
    await context.route('**/main/config.json', async (route) => {
      try {
        const response = await route.fetch();
        const config = (await response.json()) as {
          session: Record<string, number>;
          website: Record<string, unknown>;
        };
        config.session = { ...config.session, cacheCheckIntervalMs: sessionCheckIntervalMs };
        if (!prepareSubApps) config.website = { ...config.website, subAppPrefetchLimit: 0 };
        await route.fulfill({ response, json: config });
      } catch (error) {
        // A shell reads its registry again when an administrator changed it (app/data-version.ts):
        // the test may end, and its pages close, while that read is on its way.
        if (!/disposed|closed/.test(String(error))) throw error;
      }
    });
    await use(context);
  },
  signedInAs: async ({ page }, use) => {
    await use((user) => signInThroughApi(page, user));
  },
  signInThroughPage: async ({ page }, use) => {
    await use((user) => signIn(page, user));
  },
});

export { expect };
