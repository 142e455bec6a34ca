import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';
import { expectExampleShown, tabStrip } from '../sub-apps/sub-app-page';

const portalPort = e2eServer.port + 84;
const portalOrigin = `http://127.0.0.1:${portalPort}`;

/** A p75 with at least one sample, as the waiting-times table shows it. */
const sampled = /\d+ ms · [1-9]\d* 个样本/;

test.describe('what staff wait for', () => {
  serverOfTheseTests(portalPort);

  test("shows an app's first mount, re-show and LCP once a user opened it, switched away and back", async ({
    page,
    browser,
  }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoUsers.zhangsan, { origin: portalOrigin });
    // The page loads at the app's address: its LCP is the app's.
    await staffPage.goto(`${portalOrigin}/main/newcrm/customer/list`);
    const crm = await expectExampleShown(staffPage, 'sub-newcrm', { path: '/customer/list' });
    await crm.getByTestId('subapp-counter-increment').click();
    const strip = tabStrip(staffPage);
    await strip.getByRole('tab', { name: '首页' }).click();
    await expect(crm.getByTestId('subapp-root')).toBeHidden();
    await strip.getByRole('tab', { name: '客户列表' }).click();
    await crm.getByTestId('subapp-counter-increment').click();
    await expect(crm.getByTestId('subapp-counter')).toHaveAttribute('data-count', '2');
    await strip.getByRole('tab', { name: '首页' }).click();

    await signIn(page, demoUsers.sysadmin, { origin: portalOrigin });
    await page.goto(`${portalOrigin}/main/platform/operations`);
    await page.getByRole('tab', { name: '等待时间' }).click();
    const timings = page.getByTestId('sub-app-timings');
    const row = timings.locator('tbody tr', { hasText: 'sub-newcrm' }).first();
    // The shell sends its batch within seconds; the page asks again by itself.
    await expect(row).toBeVisible({ timeout: 40_000 });
    const cells = row.locator('td');
    await expect(cells.nth(2)).toHaveText(sampled, { timeout: 40_000 });
    await expect(cells.nth(3)).toHaveText(sampled, { timeout: 40_000 });
    await expect(cells.nth(4)).toHaveText(sampled, { timeout: 40_000 });
    await staff.close();
  });
});
