import type { Page } from '@playwright/test';
import { e2eServer } from '../../support/environment';
import { demoUsers, expect, signIn, test } from '../../support/fixtures';
import { serverOfTheseTests } from '../../support/standalone-server';

// A server of this test's own: on the shared one, any test signing 赵六 in gives him a calendar.
const port = e2eServer.port + 91;

/** The calendar page, showing the team's calendars of the user's department. */
async function openTeamCalendar(page: Page, origin: string) {
  await page.goto(`${origin}/main/wel/calendar`);
  await page.getByText('团队日历', { exact: true }).click();
  const sidebar = page.getByRole('complementary', { name: '显示的日历' });
  await expect(sidebar.getByRole('heading', { name: '团队日历' })).toBeVisible();
  return sidebar;
}

test.describe('the team calendar', () => {
  const server = serverOfTheseTests(port);

  test('asks to tick a calendar only when there is one to tick, and says so when there is none', async ({
    page,
    browser,
  }) => {
    const { origin } = server.current();
    await signIn(page, demoUsers.zhangsan, { origin });
    const sidebar = await openTeamCalendar(page, origin);

    // The department's one colleague has no calendar yet: nothing to tick, and the page says so.
    const zhaoliu = sidebar.getByRole('checkbox', { name: '赵六（保理业务一部）' });
    await expect(zhaoliu).toBeDisabled();
    await expect(sidebar.getByText('尚未建立日历')).toBeVisible();
    await expect(page.getByText('本部门的同事都还没有建立日历，暂无可显示的日程。')).toBeVisible();
    await expect(page.getByText(/请在左侧勾选/)).toHaveCount(0);

    // 赵六 opens his calendar, which gives him one.
    const his = await browser.newContext();
    const hisPage = await his.newPage();
    await signIn(hisPage, demoUsers.zhaoliu, { origin });
    await hisPage.goto(`${origin}/main/wel/calendar`);
    await expect(
      hisPage.getByRole('complementary', { name: '显示的日历' }).getByRole('checkbox'),
    ).toHaveCount(1);
    await his.close();

    // Now it is shown at once, and the page asks to tick it only once it is unticked.
    await openTeamCalendar(page, origin);
    await expect(zhaoliu).toBeEnabled();
    await expect(zhaoliu).toBeChecked();
    await expect(page.getByText(/本部门的同事都还没有建立日历|请在左侧勾选/)).toHaveCount(0);
    await zhaoliu.uncheck();
    await expect(page.getByText('未选择日历：请在左侧勾选要显示的日历。')).toBeVisible();
    await zhaoliu.check();
    await expect(page.getByText(/请在左侧勾选/)).toHaveCount(0);
  });
});
