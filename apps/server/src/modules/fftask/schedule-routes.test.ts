import { describe, expect, it } from 'vitest';
import {
  addColleague,
  calendarIdOf,
  calendarTestApp,
  call,
  demoGroupId,
  inThreeWeeks,
  scheduleIdOf,
  storedSchedule,
} from './fftask-test-support';
import { weekOf } from './calendar-time';

const todayInChina = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('GET /api/fftask/pcSchedule/listWeek', () => {
  it('lists the week of the calendars with participants, and the invitations of the caller', async () => {
    const { app, clock, lisi, zhangsan } = await calendarTestApp();
    const calendarId = await calendarIdOf(app, 'lisi');
    const date = todayInChina(clock.now());
    const response = await call(
      app,
      lisi,
      'GET',
      `/pcSchedule/listWeek?calendarIds=${calendarId}&date=${date}`,
    );

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const week = weekOf(date);
    expect(data.weekStart).toBe(week.weekStart);
    expect(data.weekEnd).toBe(week.weekEnd);
    const titles = data.schedules.map((schedule: { title: string }) => schedule.title);
    // lisi's own, and zhangsan's to which lisi is invited; not next week's.
    expect(titles.sort()).toEqual(
      ['与买方电话确认账款', '客户尽调：华东精密制造', '授信评审会', '风险周报编制'].sort(),
    );
    const visit = data.schedules.find(
      (schedule: { title: string }) => schedule.title === '客户尽调：华东精密制造',
    );
    expect(visit).toMatchObject({
      status: 0,
      allDay: false,
      creator: { userId: zhangsan.userId, userName: '张三' },
      participants: [{ userId: lisi.userId, userName: '李四' }],
      canEdit: true,
      canCancel: false,
      version: 1,
    });
    const refused = data.schedules.find((schedule: { status: number }) => schedule.status === 2);
    expect(refused.title).toBe('与买方电话确认账款');
  });

  it('shows next week with the cancelled schedule, and leaves invitations out on request', async () => {
    const { app, clock, zhangsan } = await calendarTestApp();
    const calendarId = await calendarIdOf(app, 'zhangsan');
    const nextWeek = todayInChina(new Date(clock.now().getTime() + 7 * 86_400_000));
    const response = await call(
      app,
      zhangsan,
      'GET',
      `/pcSchedule/listWeek?calendarIds=${calendarId}&date=${nextWeek}&includeInvited=0`,
    );
    const titles = response
      .json()
      .data.schedules.map((s: { title: string; status: number }) => [s.title, s.status]);
    expect(titles).toEqual([['放款复核', 400]]);
  });

  it('takes several calendars, comma-separated', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const ids = [
      await calendarIdOf(app, 'lisi'),
      (
        await app.db
          .selectFrom('calendar_books')
          .select('id')
          .where('group_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).id,
    ];
    const nextWeek = todayInChina(new Date(clock.now().getTime() + 7 * 86_400_000));
    const response = await call(
      app,
      lisi,
      'GET',
      `/pcSchedule/listWeek?calendarIds=${ids.join(',')}&date=${nextWeek}&includeInvited=0`,
    );
    expect(response.json().data.schedules.map((s: { title: string }) => s.title)).toEqual([
      '项目组周例会',
    ]);
  });

  it('answers 404 for a calendar of a firm the caller is not in, as for none', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const calendarId = await calendarIdOf(app, 'zhangsan', '1002');
    const response = await call(
      app,
      lisi,
      'GET',
      `/pcSchedule/listWeek?calendarIds=${calendarId}&date=${todayInChina(clock.now())}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '日历不存在', data: null });
    const missing = await call(
      app,
      lisi,
      'GET',
      `/pcSchedule/listWeek?calendarIds=99999&date=${todayInChina(clock.now())}`,
    );
    expect(missing.json()).toEqual(response.json());
  });

  it('answers 404 for a group calendar the caller is not a member of', async () => {
    const { app, clock } = await calendarTestApp();
    const stranger = await addColleague(app, 'wangwu');
    const calendar = await app.db
      .selectFrom('calendar_books')
      .select('id')
      .where('group_id', '=', await demoGroupId(app))
      .executeTakeFirstOrThrow();
    const response = await call(
      app,
      stranger,
      'GET',
      `/pcSchedule/listWeek?calendarIds=${calendar.id}&date=${todayInChina(clock.now())}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('日历不存在');
  });

  it('names a missing or malformed parameter with 400', async () => {
    const { app, zhangsan } = await calendarTestApp();
    const cases: [string, string][] = [
      ['date=2026-03-02', '缺少参数 calendarIds'],
      ['calendarIds=1', '缺少参数 date'],
      ['calendarIds=a,b&date=2026-03-02', '参数 calendarIds 无效'],
      ['calendarIds=1&date=2026-13-40', '参数 date 无效'],
      ['calendarIds=9999999999&date=2026-03-02', '参数 calendarIds 无效'],
      [
        `calendarIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}&date=2026-03-02`,
        '参数 calendarIds 无效',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await call(app, zhangsan, 'GET', `/pcSchedule/listWeek?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg, query).toBe(message);
    }
  });
});

describe('POST /api/fftask/pcSchedule/creatorSchedule', () => {
  it('creates a pending schedule, version 1, with its participants', async () => {
    const { app, clock, zhangsan, lisi } = await calendarTestApp();
    const calendarId = await calendarIdOf(app, 'zhangsan');
    const response = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId,
      title: '  合同签署  ',
      location: '总部',
      startTime: inThreeWeeks(clock, 10),
      endTime: inThreeWeeks(clock, 11),
      participantIds: [lisi.userId],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      calendarId,
      title: '合同签署',
      content: '',
      location: '总部',
      startTime: inThreeWeeks(clock, 10),
      allDay: false,
      status: 0,
      version: 1,
      color: '#1677ff',
      creator: { userId: zhangsan.userId, userName: '张三' },
      participants: [{ userId: lisi.userId, userName: '李四' }],
      canEdit: true,
      canCancel: true,
    });
    expect(await storedSchedule(app, data.id)).toMatchObject({
      all_day: 0,
      status: 0,
      creator_id: zhangsan.userId,
    });
  });

  it('lets a group editor create in the group calendar', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const calendar = await app.db
      .selectFrom('calendar_books')
      .select('id')
      .where('group_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const response = await call(app, lisi, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId: calendar.id,
      title: '项目复盘',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
      allDay: false,
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a colleague's calendar with 403 and stores nothing", async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const before = await app.db.selectFrom('schedules').select('id').execute();
    const response = await call(app, lisi, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId: await calendarIdOf(app, 'zhangsan'),
      title: '代为安排',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('您无权在该日历中创建或修改日程');
    expect(await app.db.selectFrom('schedules').select('id').execute()).toEqual(before);
  });

  it('answers 404 for a calendar of a firm the caller is not in', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId: await calendarIdOf(app, 'zhangsan', '1002'),
      title: 'x',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
    });
    expect(response.statusCode).toBe(404);
  });

  it('names the bad field with 400 and stores nothing', async () => {
    const { app, clock, zhangsan } = await calendarTestApp();
    const calendarId = await calendarIdOf(app, 'zhangsan');
    const valid = {
      calendarId,
      title: '会议',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
    };
    const before = await app.db.selectFrom('schedules').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ calendarId: undefined }, '缺少参数 calendarId'],
      [{ calendarId: '1' }, '参数 calendarId 无效'],
      [{ title: undefined }, '缺少参数 title'],
      [{ title: '   ' }, '参数 title 无效'],
      [{ title: 42 }, '参数 title 无效'],
      [{ title: 'a\u0000b' }, '参数 title 无效'],
      [{ location: 'x'.repeat(201) }, '参数 location 无效'],
      [{ endTime: inThreeWeeks(clock, 9) }, '参数 endTime 无效'],
      [{ endTime: inThreeWeeks(clock, 24 * 40) }, '参数 endTime 无效'],
      [{ startTime: '2026-03-02 09:00' }, '参数 startTime 无效'],
      [{ allDay: 'yes' }, '参数 allDay 无效'],
      [{ participantIds: Array.from({ length: 51 }, (_, i) => i + 1) }, '参数 participantIds 无效'],
      [{ participantIds: ['2'] }, '参数 participantIds.0 无效'],
    ];
    for (const [changes, message] of cases) {
      const response = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule', {
        ...valid,
        ...changes,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toBe(message);
    }
    const noBody = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule');
    expect(noBody.statusCode).toBe(400);
    expect(await app.db.selectFrom('schedules').select('id').execute()).toEqual(before);
  });

  it('refuses a title or location that hides characters or turns its text around', async () => {
    const { app, clock, zhangsan } = await calendarTestApp();
    const valid = {
      calendarId: await calendarIdOf(app, 'zhangsan'),
      title: '会议',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
    };
    const before = await app.db.selectFrom('schedules').select('id').execute();
    const cases: [Record<string, string>, string][] = [
      // Shown as "报销exe.pdf": the override turns the end around.
      [{ title: '报销\u202Efdp.exe' }, 'title'],
      [{ title: '\u2067会议\u2069' }, 'title'],
      [{ title: '会\u200B议' }, 'title'],
      [{ title: '会\u200C议' }, 'title'],
      [{ title: '会\u2060议' }, 'title'],
      // Leading, where trimming would have dropped it without a word.
      [{ title: '\uFEFF会议' }, 'title'],
      [{ title: '会\u200D议' }, 'title'],
      [{ location: '总部\u202A5 楼' }, 'location'],
    ];
    for (const [changes, field] of cases) {
      const response = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule', {
        ...valid,
        ...changes,
      });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json()).toEqual({
        code: 1,
        msg: `参数 ${field} 含有改变文字方向或不可见的字符`,
        data: null,
      });
    }
    const english = await call(
      app,
      zhangsan,
      'POST',
      '/pcSchedule/creatorSchedule',
      { ...valid, title: 'Review\u202E' },
      { 'accept-language': 'en' },
    );
    expect(english.json().msg).toBe(
      'Field title contains invisible or direction-changing characters',
    );
    expect(await app.db.selectFrom('schedules').select('id').execute()).toEqual(before);
  });

  it('takes emoji that a zero-width joiner makes one, and right-to-left text', async () => {
    const { app, clock, zhangsan } = await calendarTestApp();
    const title = '家庭日 👨‍👩‍👧 🏳️‍🌈 👩🏽‍💻 שלום';
    const response = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId: await calendarIdOf(app, 'zhangsan'),
      title,
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.title).toBe(title);
  });

  it('refuses a participant who is not a user of the firm with 400', async () => {
    const { app, clock, zhangsan } = await calendarTestApp();
    const response = await call(app, zhangsan, 'POST', '/pcSchedule/creatorSchedule', {
      calendarId: await calendarIdOf(app, 'zhangsan'),
      title: '会议',
      startTime: inThreeWeeks(clock, 9),
      endTime: inThreeWeeks(clock, 10),
      participantIds: [987_654],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('用户 987654 不是该机构的在职用户');
  });
});

describe('GET /api/fftask/pcSchedule/cancelSchedule', () => {
  it('cancels for the creator: status 400, version counted up, no more edits', async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const id = await scheduleIdOf(app, '授信评审会');
    const response = await call(app, zhangsan, 'GET', `/pcSchedule/cancelSchedule?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      status: 400,
      version: 2,
      canEdit: false,
      canCancel: false,
    });
    const again = await call(app, zhangsan, 'GET', `/pcSchedule/cancelSchedule?id=${id}`);
    expect(again.statusCode).toBe(409);
    const relock = await call(app, lisi, 'GET', `/pcSchedule/addLock?id=${id}`);
    expect(relock.statusCode).toBe(409);
    expect(relock.json().msg).toBe('日程已取消，不能再修改');
  });

  it('is refused to a participant who is not the creator with 403', async () => {
    const { app, lisi } = await calendarTestApp();
    const id = await scheduleIdOf(app, '授信评审会');
    const response = await call(app, lisi, 'GET', `/pcSchedule/cancelSchedule?id=${id}`);
    expect(response.statusCode).toBe(403);
    expect((await storedSchedule(app, id)).status).toBe(0);
  });

  it('is refused while someone else is editing it, naming them', async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const id = await scheduleIdOf(app, '授信评审会');
    await call(app, lisi, 'GET', `/pcSchedule/addLock?id=${id}`);
    const response = await call(app, zhangsan, 'GET', `/pcSchedule/cancelSchedule?id=${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/^李四 正在编辑/);
    expect((await storedSchedule(app, id)).status).toBe(0);
  });

  it('answers 404 in a firm the caller is not in', async () => {
    const { app, lisi } = await calendarTestApp();
    const id = await scheduleIdOf(app, '小微信贷审批例会');
    expect((await call(app, lisi, 'GET', `/pcSchedule/cancelSchedule?id=${id}`)).statusCode).toBe(
      404,
    );
  });

  it('names a bad id with 400 and asks to sign in without a token', async () => {
    const { app, zhangsan } = await calendarTestApp();
    const bad = await call(app, zhangsan, 'GET', '/pcSchedule/cancelSchedule?id=1.5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('参数 id 无效');
    expect((await call(app, null, 'GET', '/pcSchedule/cancelSchedule?id=1')).statusCode).toBe(401);
  });
});

describe('POST /api/fftask/pcSchedule/scheduleClash', () => {
  it('names the participants already busy, with when but not what', async () => {
    const { app, clock, zhangsan, lisi } = await calendarTestApp();
    const visit = await storedSchedule(app, await scheduleIdOf(app, '客户尽调：华东精密制造'));
    const idle = await addColleague(app, 'wangwu');
    const response = await call(app, zhangsan, 'POST', '/pcSchedule/scheduleClash', {
      startTime: visit.start_time,
      endTime: visit.end_time,
      participantIds: [lisi.userId, idle.userId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        userId: lisi.userId,
        userName: '李四',
        busy: [{ startTime: visit.start_time, endTime: visit.end_time }],
      },
    ]);
    void clock;
  });

  it('leaves out cancelled schedules and the one being edited', async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const cancelled = await storedSchedule(app, await scheduleIdOf(app, '放款复核'));
    const visit = await storedSchedule(app, await scheduleIdOf(app, '客户尽调：华东精密制造'));
    for (const [range, exclude] of [
      [cancelled, undefined],
      [visit, visit.id],
    ] as const) {
      const response = await call(app, zhangsan, 'POST', '/pcSchedule/scheduleClash', {
        startTime: range.start_time,
        endTime: range.end_time,
        participantIds: [lisi.userId, zhangsan.userId],
        excludeScheduleId: exclude,
      });
      expect(response.json().data).toEqual([]);
    }
  });

  it('refuses people outside the firm with 400, a firm not the caller’s with 404', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const range = { startTime: inThreeWeeks(clock, 9), endTime: inThreeWeeks(clock, 10) };
    const outsider = await call(app, lisi, 'POST', '/pcSchedule/scheduleClash', {
      ...range,
      participantIds: [987_654],
    });
    expect(outsider.statusCode).toBe(400);
    const firm = await call(app, lisi, 'POST', '/pcSchedule/scheduleClash', {
      ...range,
      participantIds: [lisi.userId],
      firmId: (
        await app.db
          .selectFrom('firms')
          .select('id')
          .where('firm_no', '=', '1002')
          .executeTakeFirstOrThrow()
      ).id,
    });
    expect(firm.statusCode).toBe(404);
  });

  it('answers 404 for a schedule to leave out that the caller may not see', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const range = { startTime: inThreeWeeks(clock, 9), endTime: inThreeWeeks(clock, 10) };
    const hidden = await scheduleIdOf(app, '小微信贷审批例会');
    const response = await call(app, lisi, 'POST', '/pcSchedule/scheduleClash', {
      ...range,
      participantIds: [lisi.userId],
      excludeScheduleId: hidden,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('日程不存在');
  });

  it('names the bad field with 400', async () => {
    const { app, clock, lisi } = await calendarTestApp();
    const range = { startTime: inThreeWeeks(clock, 9), endTime: inThreeWeeks(clock, 10) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...range }, '缺少参数 participantIds'],
      [{ ...range, participantIds: [] }, '参数 participantIds 无效'],
      [
        { startTime: range.endTime, endTime: range.startTime, participantIds: [1] },
        '参数 endTime 无效',
      ],
      [{ endTime: range.endTime, participantIds: [1] }, '缺少参数 startTime'],
    ];
    for (const [body, message] of cases) {
      const response = await call(app, lisi, 'POST', '/pcSchedule/scheduleClash', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toBe(message);
    }
  });
});
