import { describe, expect, it } from 'vitest';
import {
  addColleague,
  calendarIdOf,
  calendarTestApp,
  call,
  demoGroupId,
  type CalendarTestApp,
} from './fftask-test-support';
import { firmIdOf } from '../../testing/demo-lookups';

const groupRow = (context: CalendarTestApp, id: number) =>
  context.app.db
    .selectFrom('calendar_book_groups')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET /api/fftask/pcCalendarBookGroup/loadMyCalendars', () => {
  it('lists personal calendars first, then those of the groups', async () => {
    const { app, lisi } = await calendarTestApp();
    const response = await call(app, lisi, 'GET', '/pcCalendarBookGroup/loadMyCalendars');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((c: { name: string; kind: string; canWrite: boolean }) => [
          c.name,
          c.kind,
          c.canWrite,
        ]),
    ).toEqual([
      ['李四的日历', 'personal', true],
      ['保理一部项目组', 'group', true],
    ]);
  });

  it('answers 404 for a firm the caller is not in, as for none; 400 and 401', async () => {
    const { app, lisi } = await calendarTestApp();
    const foreign = await call(
      app,
      lisi,
      'GET',
      `/pcCalendarBookGroup/loadMyCalendars?firmId=${await firmIdOf(app, '1002')}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 1, msg: '机构不存在', data: null });
    const missing = await call(
      app,
      lisi,
      'GET',
      '/pcCalendarBookGroup/loadMyCalendars?firmId=99999',
    );
    expect(missing.json()).toEqual(foreign.json());
    expect(
      (await call(app, lisi, 'GET', '/pcCalendarBookGroup/loadMyCalendars?firmId=x')).json().msg,
    ).toBe('参数 firmId 无效');
    expect((await call(app, null, 'GET', '/pcCalendarBookGroup/loadMyCalendars')).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/fftask/pcCalendarBookGroup/loadAbleCreateScheduleCalendars', () => {
  it('lists only the calendars the caller may create schedules in', async () => {
    const { app, zhangsan, lisi } = await calendarTestApp();
    const group = await demoGroupId(app);
    await app.db
      .updateTable('calendar_book_group_members')
      .set({ role: 'viewer' })
      .where('group_id', '=', group)
      .execute();
    const response = await call(
      app,
      lisi,
      'GET',
      '/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
    );
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual(['李四的日历']);
    const owner = await call(
      app,
      zhangsan,
      'GET',
      '/pcCalendarBookGroup/loadAbleCreateScheduleCalendars',
    );
    expect(owner.json().data.map((c: { name: string }) => c.name)).toEqual([
      '张三的日历',
      '保理一部项目组',
    ]);
  });

  it('refuses 404, 400 and 401', async () => {
    const { app, lisi } = await calendarTestApp();
    expect(
      (
        await call(
          app,
          lisi,
          'GET',
          `/pcCalendarBookGroup/loadAbleCreateScheduleCalendars?firmId=${await firmIdOf(app, '1003')}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          app,
          lisi,
          'GET',
          '/pcCalendarBookGroup/loadAbleCreateScheduleCalendars?firmId=0',
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(app, null, 'GET', '/pcCalendarBookGroup/loadAbleCreateScheduleCalendars'))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/fftask/pcCalendarBookGroup/check', () => {
  it('says whether a group name is free in the firm', async () => {
    const { app, lisi } = await calendarTestApp();
    const taken = await call(
      app,
      lisi,
      'GET',
      `/pcCalendarBookGroup/check?name=${encodeURIComponent('保理一部项目组')}`,
    );
    expect(taken.json().data).toEqual({ name: '保理一部项目组', isAvailable: false });
    const own = await call(
      app,
      lisi,
      'GET',
      `/pcCalendarBookGroup/check?name=${encodeURIComponent('保理一部项目组')}&id=${await demoGroupId(app)}`,
    );
    expect(own.json().data.isAvailable).toBe(true);
    const free = await call(app, lisi, 'GET', '/pcCalendarBookGroup/check?name=New');
    expect(free.json().data.isAvailable).toBe(true);
  });

  it('refuses 400, 404 and 401', async () => {
    const { app, lisi } = await calendarTestApp();
    expect((await call(app, lisi, 'GET', '/pcCalendarBookGroup/check')).json().msg).toBe(
      '缺少参数 name',
    );
    expect(
      (await call(app, lisi, 'GET', `/pcCalendarBookGroup/check?name=${'x'.repeat(65)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          app,
          lisi,
          'GET',
          `/pcCalendarBookGroup/check?name=a&firmId=${await firmIdOf(app, '1002')}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(app, null, 'GET', '/pcCalendarBookGroup/check?name=a')).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/fftask/pcCalendarBookGroup/set/query and POST set/edit', () => {
  it('answers the defaults, then what the caller saved, per firm', async () => {
    const { app, zhangsan } = await calendarTestApp();
    const defaults = await call(app, zhangsan, 'GET', '/pcCalendarBookGroup/set/query');
    expect(defaults.json().data).toEqual({
      defaultView: 'week',
      weekStartsOn: 1,
      dayStartHour: 8,
      dayEndHour: 19,
    });
    const settings = { defaultView: 'month', weekStartsOn: 0, dayStartHour: 7, dayEndHour: 22 };
    const saved = await call(app, zhangsan, 'POST', '/pcCalendarBookGroup/set/edit', settings);
    expect(saved.json().data).toEqual(settings);
    await call(app, zhangsan, 'POST', '/pcCalendarBookGroup/set/edit', {
      ...settings,
      dayEndHour: 20,
    });
    expect(
      (await call(app, zhangsan, 'GET', '/pcCalendarBookGroup/set/query')).json().data.dayEndHour,
    ).toBe(20);
    const otherFirm = await call(
      app,
      zhangsan,
      'GET',
      `/pcCalendarBookGroup/set/query?firmId=${await firmIdOf(app, '1002')}`,
    );
    expect(otherFirm.json().data.defaultView).toBe('week');
  });

  it('names the bad field with 400 and saves nothing', async () => {
    const { app, zhangsan } = await calendarTestApp();
    const valid = { defaultView: 'week', weekStartsOn: 1, dayStartHour: 8, dayEndHour: 19 };
    const cases: [Record<string, unknown>, string][] = [
      [{ defaultView: 'year' }, '参数 defaultView 无效'],
      [{ weekStartsOn: 3 }, '参数 weekStartsOn 无效'],
      [{ dayStartHour: 20 }, '参数 dayEndHour 无效'],
      [{ dayEndHour: undefined }, '缺少参数 dayEndHour'],
    ];
    for (const [changes, message] of cases) {
      const response = await call(app, zhangsan, 'POST', '/pcCalendarBookGroup/set/edit', {
        ...valid,
        ...changes,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toBe(message);
    }
    expect(await app.db.selectFrom('calendar_settings').selectAll().execute()).toEqual([]);
  });

  it('refuses 404 and 401', async () => {
    const { app, lisi } = await calendarTestApp();
    const firmId = await firmIdOf(app, '1002');
    expect(
      (await call(app, lisi, 'GET', `/pcCalendarBookGroup/set/query?firmId=${firmId}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(app, lisi, 'POST', '/pcCalendarBookGroup/set/edit', {
          firmId,
          defaultView: 'week',
          weekStartsOn: 1,
          dayStartHour: 8,
          dayEndHour: 19,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(app, null, 'GET', '/pcCalendarBookGroup/set/query')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/pcCalendarBookGroup/set/edit', {})).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/fftask/pcCalendarBookGroup/getBookGroupInfo', () => {
  it('answers the group with its members for a member', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    const response = await call(
      context.app,
      context.lisi,
      'GET',
      `/pcCalendarBookGroup/getBookGroupInfo?id=${id}`,
    );
    expect(response.json().data).toMatchObject({
      id,
      name: '保理一部项目组',
      owner: { userId: context.zhangsan.userId, userName: '张三' },
      members: [{ userId: context.lisi.userId, userName: '李四', role: 'editor' }],
      version: 1,
      canEdit: true,
    });
  });

  it('answers 404 to a non-member, exactly as for an unknown group; 400 and 401', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    const stranger = await addColleague(context.app, 'wangwu');
    const hidden = await call(
      context.app,
      stranger,
      'GET',
      `/pcCalendarBookGroup/getBookGroupInfo?id=${id}`,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 1, msg: '日历组不存在', data: null });
    expect(
      (
        await call(
          context.app,
          context.lisi,
          'GET',
          '/pcCalendarBookGroup/getBookGroupInfo?id=99999',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(context.app, context.lisi, 'GET', '/pcCalendarBookGroup/getBookGroupInfo')).json()
        .msg,
    ).toBe('缺少参数 id');
    expect(
      (await call(context.app, null, 'GET', `/pcCalendarBookGroup/getBookGroupInfo?id=${id}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/fftask/pcCalendarBookGroup/createBookGroup', () => {
  it('creates the group, its calendar and members, owned by the caller', async () => {
    const context = await calendarTestApp();
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/createBookGroup',
      {
        name: '风控例会',
        color: '#ff0000',
        members: [{ userId: context.zhangsan.userId, role: 'viewer' }],
      },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: '风控例会',
      description: '',
      version: 1,
      owner: { userName: '李四' },
      members: [{ userName: '张三', role: 'viewer' }],
    });
    const calendars = await call(
      context.app,
      context.zhangsan,
      'GET',
      '/pcCalendarBookGroup/loadMyCalendars',
    );
    expect(calendars.json().data).toContainEqual(
      expect.objectContaining({ id: data.calendarId, name: '风控例会', canWrite: false }),
    );
  });

  it('refuses a name in use in the firm with 409', async () => {
    const context = await calendarTestApp();
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/createBookGroup',
      { name: '保理一部项目组', color: '#ff0000' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('日历组名称“保理一部项目组”已被使用');
  });

  it('refuses members from outside the firm with 400, and a foreign firm with 404', async () => {
    const context = await calendarTestApp();
    const outsider = await addColleague(context.app, 'wangwu', { firmNo: '1003', deptNo: 'D0301' });
    const member = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/createBookGroup',
      { name: 'g', color: '#ff0000', members: [{ userId: outsider.userId, role: 'editor' }] },
    );
    expect(member.statusCode).toBe(400);
    const firm = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/createBookGroup',
      { name: 'g', color: '#ff0000', firmId: await firmIdOf(context.app, '1003') },
    );
    expect(firm.statusCode).toBe(404);
    expect(
      await context.app.db.selectFrom('calendar_book_groups').select('id').execute(),
    ).toHaveLength(1);
  });

  it('refuses a name that hides characters or turns its text around, and creates nothing', async () => {
    const context = await calendarTestApp();
    const names = ['风控\u202E会例', '风控\u2066例会\u2069', '风控\u200B例会', '\uFEFF风控例会'];
    for (const name of names) {
      const response = await call(
        context.app,
        context.lisi,
        'POST',
        '/pcCalendarBookGroup/createBookGroup',
        { name, color: '#ff0000' },
      );
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({
        code: 1,
        msg: '参数 name 含有改变文字方向或不可见的字符',
        data: null,
      });
      const check = await call(
        context.app,
        context.lisi,
        'GET',
        `/pcCalendarBookGroup/check?name=${encodeURIComponent(name)}`,
      );
      expect(check.statusCode, JSON.stringify(name)).toBe(400);
    }
    expect(
      await context.app.db.selectFrom('calendar_book_groups').select('id').execute(),
    ).toHaveLength(1);
  });

  it('names the bad field with 400', async () => {
    const context = await calendarTestApp();
    const cases: [Record<string, unknown>, string][] = [
      [{ color: '#ff0000' }, '缺少参数 name'],
      [{ name: 'x'.repeat(65), color: '#ff0000' }, '参数 name 无效'],
      [{ name: 'g', color: 'blue' }, '参数 color 无效'],
      [
        { name: 'g', color: '#ff0000', members: [{ userId: 1, role: 'boss' }] },
        '参数 members.0.role 无效',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call(
        context.app,
        context.lisi,
        'POST',
        '/pcCalendarBookGroup/createBookGroup',
        body,
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toBe(message);
    }
    expect(
      (await call(context.app, null, 'POST', '/pcCalendarBookGroup/createBookGroup', {}))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/fftask/pcCalendarBookGroup/changeColor', () => {
  it("changes the caller's colour of a calendar, and only theirs", async () => {
    const context = await calendarTestApp();
    const calendarId = await calendarIdOf(context.app, 'zhangsan');
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/changeColor',
      { calendarId, color: '#00ff00' },
    );
    expect(response.json().data).toMatchObject({ id: calendarId, color: '#00ff00' });
    const owner = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcCalendarBook/pcMineCalendar/new',
    );
    expect(owner.json().data[0].color).toBe('#1677ff');
  });

  it('refuses 404 (a calendar of another firm too), 400 and 401', async () => {
    const context = await calendarTestApp();
    const foreign = await calendarIdOf(context.app, 'zhangsan', '1002');
    expect(
      (
        await call(context.app, context.lisi, 'POST', '/pcCalendarBookGroup/changeColor', {
          calendarId: foreign,
          color: '#00ff00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(context.app, context.lisi, 'POST', '/pcCalendarBookGroup/changeColor', {
          calendarId: 99999,
          color: '#00ff00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(context.app, context.lisi, 'POST', '/pcCalendarBookGroup/changeColor', {
          calendarId: foreign,
          color: 'x',
        })
      ).json().msg,
    ).toBe('参数 color 无效');
    expect(
      (await call(context.app, null, 'POST', '/pcCalendarBookGroup/changeColor', {})).statusCode,
    ).toBe(401);
  });
});

describe('calendar group edit locks and POST /api/fftask/pcCalendarBookGroup/modifyBookGroup', () => {
  const body = (id: number, version: number, changes: Record<string, unknown> = {}) => ({
    id,
    version,
    name: '保理项目组',
    description: '改名',
    color: '#123456',
    members: [],
    ...changes,
  });

  it('saves with the lock and the current version, counting the version up', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    const locked = await call(
      context.app,
      context.lisi,
      'GET',
      `/pcCalendarBookGroup/addLock?id=${id}`,
    );
    expect(locked.json().data).toMatchObject({
      resourceType: 'bookGroup',
      resourceId: id,
      version: 1,
    });
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/modifyBookGroup',
      body(id, 1, { members: [{ userId: context.lisi.userId, role: 'editor' }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: '保理项目组',
      version: 2,
      members: [{ userName: '李四' }],
    });
    expect((await groupRow(context, id)).version).toBe(2);
  });

  it('gives the lock to one of two editors at once; the other sees who has it', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    const responses = await Promise.all(
      [context.zhangsan, context.lisi].map((who) =>
        call(context.app, who, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a save without the lock, or with a stale version, and keeps the row', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    const before = await groupRow(context, id);
    const unlocked = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/modifyBookGroup',
      body(id, 1),
    );
    expect(unlocked.statusCode).toBe(409);
    await call(context.app, context.zhangsan, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`);
    const otherHolds = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcCalendarBookGroup/modifyBookGroup',
      body(id, 1),
    );
    expect(otherHolds.json().msg).toMatch(/^张三 正在编辑/);
    const stale = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcCalendarBookGroup/modifyBookGroup',
      body(id, 7),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/^该记录已被 张三 修改（当前版本 1）/);
    expect(await groupRow(context, id)).toEqual(before);
  });

  it('lets exactly one of two saves with the same version through', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    await call(context.app, context.zhangsan, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`);
    const responses = await Promise.all(
      ['甲', '乙'].map((name) =>
        call(
          context.app,
          context.zhangsan,
          'POST',
          '/pcCalendarBookGroup/modifyBookGroup',
          body(id, 1, { name }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await groupRow(context, id)).version).toBe(2);
  });

  it('extends and releases only the holder’s lock; an expired one can be taken', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    await call(context.app, context.zhangsan, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`);
    expect(
      (await call(context.app, context.lisi, 'GET', `/pcCalendarBookGroup/extendLockTime?id=${id}`))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(context.app, context.lisi, 'GET', `/pcCalendarBookGroup/unLock?id=${id}`))
        .statusCode,
    ).toBe(409);
    context.clock.advanceSeconds(100);
    expect(
      (
        await call(
          context.app,
          context.zhangsan,
          'GET',
          `/pcCalendarBookGroup/extendLockTime?id=${id}`,
        )
      ).statusCode,
    ).toBe(200);
    context.clock.advanceSeconds(100);
    expect(
      (await call(context.app, context.lisi, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`))
        .statusCode,
    ).toBe(409);
    context.clock.advanceSeconds(21);
    expect(
      (await call(context.app, context.lisi, 'GET', `/pcCalendarBookGroup/addLock?id=${id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(context.app, context.lisi, 'GET', `/pcCalendarBookGroup/unLock?id=${id}`)).json()
        .data,
    ).toBe(true);
  });

  it('refuses viewers with 403 and answers strangers 404, as for no such group', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    await context.app.db
      .updateTable('calendar_book_group_members')
      .set({ role: 'viewer' })
      .execute();
    const stranger = await addColleague(context.app, 'wangwu');
    for (const [who, status] of [
      [context.lisi, 403],
      [stranger, 404],
    ] as const) {
      for (const path of ['addLock', 'extendLockTime', 'unLock']) {
        expect(
          (await call(context.app, who, 'GET', `/pcCalendarBookGroup/${path}?id=${id}`)).statusCode,
          path,
        ).toBe(status);
      }
      expect(
        (await call(context.app, who, 'POST', '/pcCalendarBookGroup/modifyBookGroup', body(id, 1)))
          .statusCode,
      ).toBe(status);
    }
  });

  it('names bad input with 400 and asks to sign in without a token', async () => {
    const context = await calendarTestApp();
    const id = await demoGroupId(context.app);
    expect(
      (
        await call(
          context.app,
          context.zhangsan,
          'POST',
          '/pcCalendarBookGroup/modifyBookGroup',
          body(id, 1, { version: undefined }),
        )
      ).json().msg,
    ).toBe('缺少参数 version');
    expect(
      (
        await call(
          context.app,
          context.zhangsan,
          'POST',
          '/pcCalendarBookGroup/modifyBookGroup',
          body(id, 1, { name: '' }),
        )
      ).json().msg,
    ).toBe('参数 name 无效');
    for (const path of ['addLock', 'extendLockTime', 'unLock']) {
      expect(
        (await call(context.app, context.zhangsan, 'GET', `/pcCalendarBookGroup/${path}?id=x`))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(context.app, null, 'GET', `/pcCalendarBookGroup/${path}?id=${id}`)).statusCode,
      ).toBe(401);
    }
    expect(
      (await call(context.app, null, 'POST', '/pcCalendarBookGroup/modifyBookGroup', body(id, 1)))
        .statusCode,
    ).toBe(401);
  });
});
