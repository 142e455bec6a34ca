import { describe, expect, it } from 'vitest';
import { addColleague, calendarTestApp, call } from './fftask-test-support';
import { firmIdOf } from '../../testing/demo-lookups';

describe('POST /api/fftask/pcCalendarBook/pcMineCalendar/new', () => {
  it("answers the caller's personal calendar of the firm", async () => {
    const { app, zhangsan } = await calendarTestApp();
    const firmId = await firmIdOf(app, '1002');
    const response = await call(app, zhangsan, 'POST', '/pcCalendarBook/pcMineCalendar/new', {
      firmId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        firmId,
        name: '张三的日历',
        kind: 'personal',
        groupId: null,
        owner: { userId: zhangsan.userId, userName: '张三' },
        color: '#1677ff',
        isDefault: true,
        canWrite: true,
      },
    ]);
  });

  it('creates the default calendar on the first call, once, even when calls race', async () => {
    const { app } = await calendarTestApp();
    const newcomer = await addColleague(app, 'wangwu');
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(app, newcomer, 'POST', '/pcCalendarBook/pcMineCalendar/new')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses[0]?.json().data).toMatchObject([
      { name: 'fftask-wangwu的日历', isDefault: true },
    ]);
    const rows = await app.db
      .selectFrom('calendar_books')
      .select('id')
      .where('owner_id', '=', newcomer.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a firm the caller is not in, as for one that does not exist', async () => {
    const { app, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcMineCalendar/new', {
      firmId: await firmIdOf(app, '1002'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
    const missing = await call(app, lisi, 'POST', '/pcCalendarBook/pcMineCalendar/new', {
      firmId: 99999,
    });
    expect(missing.json()).toEqual(response.json());
  });

  it('names a bad firmId with 400', async () => {
    const { app, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcMineCalendar/new', {
      firmId: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('参数 firmId 无效');
  });
});

describe('POST /api/fftask/pcCalendarBook/pcTeamCalendar/personal', () => {
  it("answers a colleague's calendars, read-only", async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {
      userId: zhangsan.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([
      { name: '张三的日历', canWrite: false, owner: { userName: '张三' } },
    ]);
  });

  it('answers 404 for someone who is not a colleague in the firm, as for nobody', async () => {
    const { app, lisi } = await calendarTestApp();
    const outsider = await addColleague(app, 'wangwu', { firmNo: '1003', deptNo: 'D0301' });
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {
      userId: outsider.userId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '同事不存在', data: null });
    const nobody = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {
      userId: 99999,
    });
    expect(nobody.json()).toEqual(response.json());
  });

  it('answers 404 for a firm the caller is not in', async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {
      userId: zhangsan.userId,
      firmId: await firmIdOf(app, '1002'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('names a missing or bad userId with 400', async () => {
    const { app, lisi } = await calendarTestApp();
    const missing = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {});
    expect(missing.json().msg).toBe('缺少参数 userId');
    const bad = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar/personal', {
      userId: 2 ** 40,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('参数 userId 无效');
  });
});

describe('POST /api/fftask/pcCalendarBook/pcTeamCalendar', () => {
  it("lists the department's colleagues with their calendars, or the firm's", async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const teammate = await addColleague(app, 'wangwu', { deptNo: 'D0102' });
    const department = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar', {});
    expect(department.statusCode).toBe(200);
    const departmentIds = department.json().data.map((member: { userId: number }) => member.userId);
    expect(departmentIds).toContain(teammate.userId);
    expect(departmentIds).not.toContain(zhangsan.userId);
    expect(departmentIds).not.toContain(lisi.userId);

    const firm = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar', { scope: 'firm' });
    const zhang = firm
      .json()
      .data.find((member: { userId: number }) => member.userId === zhangsan.userId);
    expect(zhang).toMatchObject({
      userName: '张三',
      deptName: '保理业务一部',
      calendars: [{ name: '张三的日历', canWrite: false }],
    });
  });

  it('answers 404 for a firm the caller is not in', async () => {
    const { app, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar', {
      firmId: await firmIdOf(app, '1003'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('names a bad scope with 400', async () => {
    const { app, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcCalendarBook/pcTeamCalendar', {
      scope: 'world',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('参数 scope 无效');
  });
});
