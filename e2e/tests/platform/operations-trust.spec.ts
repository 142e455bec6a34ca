import type { Page } from '@playwright/test';
import { apiAs } from '../../support/api';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { expectExampleShown, openInShell } from '../sub-apps/sub-app-page';

const portalPort = e2eServer.port + 93;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
const operationsPage = `${portalOrigin}/main/platform/operations`;

/** A load of 授信申请 (sub-credit) that failed, as a shell would report it. */
const creditFailure = () => ({
  app: 'sub-credit',
  route: 'credit',
  kind: 'failure',
  message: 'chunk failed to load',
  at: Date.now(),
});

async function openOperations(page: Page) {
  await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
  await page.goto(operationsPage);
  await expect(page.getByRole('heading', { name: '运行监控' })).toBeVisible();
}

test.describe('the operations page, against forged and real reports', () => {
  serverOfTheseTests(portalPort);

  test("paints no app red by one user's forged reports, and counts a second user's", async ({
    page,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: portalOrigin });
    // A staff user posts 500 failures of an app with their own token, ten calls of fifty.
    const forger = await apiAs(request, demoUsers.zhangsan);
    let folded = 0;
    for (let call = 0; call < 10; call += 1) {
      const reports = Array.from({ length: 50 }, creditFailure);
      folded += (await forger.post<{ folded: number }>('/operations/subAppReports', { reports }))
        .folded;
    }
    // Counted past the user's share, not dropped.
    expect(folded).toBeGreaterThan(0);

    await openOperations(page);
    const credit = page.locator('tr[data-row-key="credit"]');
    await expect(credit).toContainText('待确认');
    await expect(credit).toContainText('1 / 1 人');
    await expect(credit).not.toContainText('异常');

    // Another user who saw it fail makes it failing.
    const colleague = await apiAs(request, demoUsers.lisi);
    await colleague.post('/operations/subAppReports', { reports: [creditFailure()] });
    await page.reload();
    await expect(credit).toContainText('异常');
    await expect(credit).toContainText('2 / 2 人');
    await request.dispose();
  });

  test('shows a real count for 200 errors a sub-app page threw, and the app crashed once it did', async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoUsers.zhaoliu, { origin: portalOrigin });
    await openInShell(staffPage, '/newcrm/customer/list');
    const crm = await expectExampleShown(staffPage, 'sub-newcrm', { userName: '赵六' });
    const errorsReported = staffPage.waitForResponse(
      (response) =>
        response.url().endsWith('/api/operations/subAppReports') &&
        (response.request().postDataJSON() as { reports: { kind: string }[] }).reports.some(
          ({ kind }) => kind === 'error',
        ),
    );

    await crm.getByTestId('subapp-error-burst').click();
    await errorsReported;

    await openOperations(page);
    const row = page.locator('tr[data-row-key="newcrm"]');
    // The page asks again every 15 seconds: a batch split across two calls shows in full then.
    await expect(row).toContainText('200（1 位用户）', { timeout: 30_000 });
    await expect(row).toContainText('正常');

    await crm.getByTestId('subapp-crash').click();
    await expect(staffPage.getByRole('region', { name: '此子应用出错了' })).toBeVisible();
    await expect(row).toContainText('已崩溃', { timeout: 40_000 });
    await expect(row).not.toContainText('正常');
    await staff.close();
  });
});
