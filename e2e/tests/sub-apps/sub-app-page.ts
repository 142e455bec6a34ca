import { expect, type Page } from '@playwright/test';

/**
 * A sub-application as the shell shows it. micro-app renders a sub-app's DOM into its
 * `<micro-app name="…">` element in the shell's own document: the app's scripts run in a hidden
 * same-origin iframe (the sandbox, `iframe#<name>[powered-by="micro-app"]`, which holds no
 * content), and the shell does not turn on micro-app's shadow DOM. So ordinary locators reach the
 * app's content; a frameLocator would find nothing.
 */
export const subApp = (page: Page, appName: string) => page.locator(`micro-app[name="${appName}"]`);

export const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

export const activeTab = (page: Page) => tabStrip(page).getByRole('tab', { selected: true });

/**
 * Sends the shell's router to a page, as a link inside the shell does (no reload), without
 * waiting for the address: a page that fails at once may have left it already.
 */
export async function pushShellPath(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', `/main${target}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a shell page through its router and waits until the address shows it. */
export async function openInShell(page: Page, path: string) {
  await pushShellPath(page, path);
  await expect(page).toHaveURL(new RegExp(`/main${path.replace(/[?]/g, '\\?')}$`));
}

/** Closes the tab on screen with its close button. */
export async function closeActiveTab(page: Page) {
  await activeTab(page).getByTestId('tab-close').click();
}

/** The example sub-app of `appName` is on screen, showing the context of `userName`. */
export async function expectExampleShown(
  page: Page,
  appName: string,
  { userName = '张三', path }: { userName?: string; path?: string } = {},
) {
  const app = subApp(page, appName);
  await expect(app.getByTestId('subapp-root')).toBeVisible();
  await expect(app.getByTestId('subapp-mode')).toHaveText('运行在门户中');
  await expect(app.getByTestId('subapp-app-name')).toHaveText(appName);
  await expect(app.getByTestId('subapp-user')).toContainText(userName);
  if (path !== undefined) await expect(app.getByTestId('subapp-path')).toHaveText(path);
  return app;
}

/** Switches firm through the user menu, as spec §4 describes. */
export async function switchFirm(page: Page, firmName: string) {
  await page.getByTestId('current-user-name').click();
  await page.getByRole('menuitem', { name: '切换机构' }).click();
  const dialog = page.getByRole('dialog', { name: '切换机构' });
  await dialog.getByText(firmName).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`机构切换成功：${firmName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
}

/** Opens the local log viewer of the top bar. */
export async function openLocalLog(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /查看本地日志/ })
    .click();
  return page.getByRole('dialog', { name: /本地日志/ });
}

/** Console errors and uncaught errors of a page, collected from now on. */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
