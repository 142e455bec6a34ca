import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs } from '../../support/api';
import { demoUsers, expect, signIn, test, type DemoUser } from '../../support/fixtures';

type Calendar = { id: number; kind: string; isDefault: boolean };
type Schedule = { id: number; title: string; location: string; version: number; status: number };

const hourMs = 3_600_000;

/** A schedule in `user`'s own calendar, made through the API. */
async function createSchedule(
  request: APIRequestContext,
  user: DemoUser,
  fields: { title: string; start: Date; end: Date; participantNames?: string[] },
) {
  const api = await apiAs(request, user);
  const calendars = await api.get<Calendar[]>(
    '/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
  );
  const calendar = calendars.find((each) => each.kind === 'personal' && each.isDefault);
  const people = await api.get<{ userId: number; userName: string }[]>(
    '/upms/app/query/user/details/calender',
  );
  const participantIds = (fields.participantNames ?? []).map(
    (name) => people.find((person) => person.userName === name)?.userId,
  );
  const schedule = await api.post<Schedule>('/fftask/pcSchedule/creatorSchedule', {
    calendarId: calendar?.id,
    title: fields.title,
    startTime: fields.start.toISOString(),
    endTime: fields.end.toISOString(),
    participantIds,
  });
  return { api, schedule };
}

/** `YYYY-MM-DD HH:mm` in the browser's (and this machine's) time zone, as the time picker shows it. */
function pickerText(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** Types a time into a time picker as a person does: over what it shows, then Enter. */
async function typeTime(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  await field.press('Enter');
  await expect(field).toHaveValue(text);
}

/** The time picker's panel open on the page (antd puts it at the end of the body). */
const pickerPanel = (page: Page) => page.locator('.ant-picker-dropdown').filter({ visible: true });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An event of the calendar (FullCalendar names it by its time and title). */
const calendarEvent = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`${escaped(title)}$`) });

/** Opens a schedule of this week from the home page's list. */
async function openFromHome(page: Page, title: string) {
  await page.goto('/main/wel/index');
  await page.getByRole('button', { name: new RegExp(escaped(title)) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(escaped(title)) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('schedules', () => {
  test('creating, editing and cancelling a schedule', async ({ page, signedInAs }) => {
    test.slow(); // three saves through the dialog
    const title = `e2e 周会 ${Date.now()}`;
    const renamed = `${title}（改）`;
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/wel/calendar');

    await page.getByRole('button', { name: '新建日程' }).click();
    const create = page.getByRole('dialog', { name: '新建日程' });
    await create.getByLabel('标题').fill(title);
    await create.getByLabel('地点').fill('总部 3 楼');
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toBeHidden();
    const event = calendarEvent(page, `[待确认] ${title}`);
    await expect(event).toBeVisible();

    await event.click();
    const view = page.getByRole('dialog', { name: `[待确认] ${title}` });
    await expect(view).toContainText('总部 3 楼');
    // A click while the list refetches under the dialog can miss its button: try again until
    // the editor shows.
    await expect(async () => {
      await view.getByRole('button', { name: '编辑' }).click({ timeout: 2000 });
      await expect(view.getByLabel('标题')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(view.getByLabel('标题')).toBeEnabled();
    await view.getByLabel('标题').fill(renamed);
    await view.getByRole('button', { name: '保存' }).click();
    await expect(view).toBeHidden();
    const renamedEvent = calendarEvent(page, `[待确认] ${renamed}`);
    await expect(renamedEvent).toBeVisible();

    await renamedEvent.click();
    const again = page.getByRole('dialog', { name: `[待确认] ${renamed}` });
    await again.getByRole('button', { name: '取消日程' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消日程' }).click();
    await expect(again).toBeHidden();
    await expect(calendarEvent(page, `[已取消] ${renamed}`)).toBeVisible();
  });

  test('a clash names the busy participant before saving', async ({
    page,
    request,
    signedInAs,
  }) => {
    const day = new Date(Date.now() + 30 * 24 * hourMs);
    day.setHours(14, 0, 0, 0);
    await createSchedule(request, demoUsers.lisi, {
      title: `e2e 李四的评审 ${Date.now()}`,
      start: day,
      end: new Date(day.getTime() + hourMs),
    });
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/wel/calendar');

    await page.getByRole('button', { name: '新建日程' }).click();
    const dialog = page.getByRole('dialog', { name: '新建日程' });
    await dialog.getByLabel('标题').fill(`e2e 冲突检查 ${Date.now()}`);
    // The end first: a start after the old end is no range to check.
    await typeTime(dialog.getByLabel('结束'), pickerText(new Date(day.getTime() + 1.5 * hourMs)));
    await typeTime(dialog.getByLabel('开始'), pickerText(new Date(day.getTime() + hourMs / 2)));
    await expect(dialog.getByTestId('schedule-clash')).toHaveCount(0);

    await dialog.getByLabel('参与人').fill('李四');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('schedule-clash')).toContainText('李四 在该时段已有安排');
    await expect(dialog.getByRole('button', { name: '仍然保存' })).toBeVisible();
  });

  test('the time picker speaks the user’s language and takes a time picked from its columns', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(demoUsers.zhangsan);
    await page.goto('/main/wel/calendar');
    await page.getByRole('button', { name: '新建日程' }).click();
    const dialog = page.getByRole('dialog', { name: '新建日程' });
    const start = dialog.getByLabel('开始');
    await start.click();
    const panel = pickerPanel(page);
    // Weeks from Monday, in Chinese weekday names; antd's own words in Chinese.
    await expect(panel.getByRole('columnheader').first()).toHaveText('一');
    await expect(panel.getByRole('button', { name: '上个月' })).toBeVisible();
    await expect(panel.getByText('此刻', { exact: true })).toBeVisible();

    const columns = panel.locator('.ant-picker-time-panel-column');
    await columns.nth(0).getByText('09', { exact: true }).click();
    await columns.nth(1).getByText('35', { exact: true }).click();
    await panel.getByRole('button', { name: '确定' }).click();
    await expect(panel).toHaveCount(0);
    await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2} 09:35$/);
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('button', { name: 'New schedule' }).click();
    await page.getByRole('dialog', { name: 'New schedule' }).getByLabel('Starts').click();
    await expect(panel.getByRole('columnheader').first()).toHaveText('Su');
    await expect(panel.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expect(panel.getByText('Now', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'OK' })).toBeVisible();
  });

  test('two people on one schedule: one edits, the other sees who, nothing is lost', async ({
    page,
    browser,
    request,
    signedInAs,
  }) => {
    test.slow(); // two people sign in
    const title = `e2e 共同日程 ${Date.now()}`;
    const renamed = `${title}（张三改）`;
    const now = Date.now();
    const { api, schedule } = await createSchedule(request, demoUsers.zhangsan, {
      title,
      start: new Date(now),
      end: new Date(now + hourMs),
      participantNames: ['李四'],
    });

    await signedInAs(demoUsers.zhangsan);
    const mine = await openFromHome(page, title);
    await mine.getByRole('button', { name: '编辑' }).click();
    await expect(mine.getByLabel('标题')).toBeEnabled();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, demoUsers.lisi);
    const theirs = await openFromHome(otherPage, title);
    await theirs.getByRole('button', { name: '编辑' }).click();
    await expect(theirs.getByTestId('lock-alert')).toContainText('张三 正在编辑');
    await expect(theirs.getByLabel('标题')).toBeDisabled();

    await mine.getByLabel('标题').fill(renamed);
    await mine.getByRole('button', { name: '保存' }).click();
    await expect(mine).toBeHidden();

    // Released on close, by a request of its own that may still be on its way: the other tries
    // again as a person would until the lock is theirs, and gets the saved version.
    const retake = theirs.getByRole('button', { name: '重新获取编辑锁' });
    await expect(async () => {
      if (await retake.isVisible()) await retake.click();
      await expect(theirs.getByLabel('标题')).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(theirs.getByLabel('标题')).toHaveValue(renamed);
    await theirs.getByLabel('地点').fill('李四补充的地点');
    await theirs.getByRole('button', { name: '保存' }).click();
    await expect(theirs).toBeHidden();
    await other.close();

    const week = await api.get<{ schedules: Schedule[] }>('/fftask/pcSchedule/listWeek', {
      calendarIds: String(
        (await api.get<Calendar[]>('/fftask/pcCalendarBookGroup/loadMyCalendars'))[0]?.id,
      ),
      date: new Date(now).toISOString().slice(0, 10),
    });
    const saved = week.schedules.find((each) => each.id === schedule.id);
    expect(saved).toMatchObject({ title: renamed, location: '李四补充的地点', version: 3 });
  });

  test('a save that lost the race is refused, and the draft stays to retry', async ({
    page,
    request,
    signedInAs,
  }) => {
    const title = `e2e 抢先保存 ${Date.now()}`;
    const now = Date.now();
    const { api, schedule } = await createSchedule(request, demoUsers.zhangsan, {
      title,
      start: new Date(now),
      end: new Date(now + hourMs),
    });
    await signedInAs(demoUsers.zhangsan);
    const dialog = await openFromHome(page, title);
    await dialog.getByRole('button', { name: '编辑' }).click();
    await expect(dialog.getByLabel('标题')).toBeEnabled();
    await dialog.getByLabel('标题').fill(`${title}（我的草稿）`);

    // Meanwhile the same user saves from elsewhere (another device), under the same lock.
    await api.get('/fftask/pcSchedule/addLock', { id: schedule.id });
    await api.post('/fftask/pcSchedule/updateSchedule', {
      id: schedule.id,
      version: schedule.version,
      title: `${title}（别处保存）`,
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + hourMs).toISOString(),
    });

    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByTestId('save-error')).toContainText('当前版本 2');
    await expect(dialog.getByLabel('标题')).toHaveValue(`${title}（我的草稿）`);

    await dialog.getByRole('button', { name: '重新获取并保留我的修改' }).click();
    await expect(dialog.getByTestId('save-error')).toBeHidden();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: new RegExp(`${title}（我的草稿）`) }),
    ).toBeVisible();
  });
});
