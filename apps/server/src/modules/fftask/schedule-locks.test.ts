import { describe, expect, it } from 'vitest';
import {
  addColleague,
  call,
  calendarTestApp,
  scheduleIdOf,
  storedSchedule,
  type CalendarTestApp,
} from './fftask-test-support';

// 客户尽调 is zhangsan's schedule with lisi as participant: both may edit it.
const title = '客户尽调：华东精密制造';

async function setUp(environment: Record<string, string> = {}) {
  const context = await calendarTestApp(environment);
  return { ...context, id: await scheduleIdOf(context.app, title) };
}

function lock(
  context: CalendarTestApp,
  who: CalendarTestApp['lisi'],
  id: number,
  action = 'addLock',
) {
  return call(context.app, who, 'GET', `/pcSchedule/${action}?id=${id}`);
}

function saveBody(id: number, version: number, changes: Record<string, unknown> = {}) {
  return {
    id,
    version,
    title: '客户尽调（改期）',
    content: '',
    location: '苏州',
    startTime: '2026-03-03T09:00:00+08:00',
    endTime: '2026-03-03T11:00:00+08:00',
    participantIds: [],
    ...changes,
  };
}

describe('GET /api/fftask/pcSchedule/addLock', () => {
  it('gives the lock, its expiry and the version to save against', async () => {
    const context = await setUp();
    const response = await lock(context, context.zhangsan, context.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      resourceType: 'schedule',
      resourceId: context.id,
      holder: { userId: context.zhangsan.userId, userName: '张三' },
      acquiredAt: context.clock.now().toISOString(),
      expiresAt: new Date(context.clock.now().getTime() + 120_000).toISOString(),
      lockSeconds: 120,
      version: 1,
    });
  });

  it('refuses a second editor with 409 naming who holds it until when', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const response = await call(
      context.app,
      context.lisi,
      'GET',
      `/pcSchedule/addLock?id=${context.id}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(
      /^张三 is editing it until \d\d:\d\d:\d\d; try again later$/,
    );
  });

  it('lets the holder take it again, renewing it', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    context.clock.advanceSeconds(60);
    const response = await lock(context, context.zhangsan, context.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.expiresAt).toBe(
      new Date(context.clock.now().getTime() + 120_000).toISOString(),
    );
  });

  it('lets another editor take over a lock once it has expired', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    context.clock.advanceSeconds(119);
    expect((await lock(context, context.lisi, context.id)).statusCode).toBe(409);
    context.clock.advanceSeconds(1);
    const response = await lock(context, context.lisi, context.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.holder.userName).toBe('李四');
  });

  it('lasts SCHEDULE_LOCK_SECONDS', async () => {
    const context = await setUp({ SCHEDULE_LOCK_SECONDS: '30' });
    const { data } = (await lock(context, context.zhangsan, context.id)).json();
    expect(data.lockSeconds).toBe(30);
    context.clock.advanceSeconds(30);
    expect((await lock(context, context.lisi, context.id)).statusCode).toBe(200);
  });

  it('gives the lock to exactly one of two editors asking at the same moment', async () => {
    const context = await setUp();
    const responses = await Promise.all([
      lock(context, context.zhangsan, context.id),
      lock(context, context.lisi, context.id),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = await context.app.db.selectFrom('edit_locks').selectAll().execute();
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data
      .holder.userId;
    expect(rows[0]?.holder_id).toBe(winner);
  });

  it('gives the lock to exactly one of many editors, on a free and on an expired lock', async () => {
    const context = await setUp();
    const editors = [context.zhangsan, context.lisi];
    for (const name of ['wangwu', 'zhaoliu', 'sunqi', 'zhouba', 'wujiu', 'zhengshi']) {
      editors.push(await addColleague(context.app, name));
    }
    // The new colleagues may edit as participants.
    await context.app.db
      .insertInto('schedule_participants')
      .values(
        editors.slice(2).map((editor) => ({ schedule_id: context.id, user_id: editor.userId })),
      )
      .execute();

    for (const round of ['free', 'expired']) {
      const responses = await Promise.all(
        editors.map((editor) => lock(context, editor, context.id)),
      );
      const codes = responses.map((response) => response.statusCode);
      expect(
        codes.filter((code) => code === 200),
        round,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        round,
      ).toHaveLength(editors.length - 1);
      expect(await context.app.db.selectFrom('edit_locks').selectAll().execute()).toHaveLength(1);
      context.clock.advanceSeconds(121);
    }
  });

  it('refuses a colleague who may see the schedule but not edit it with 403', async () => {
    const context = await setUp();
    const colleague = await addColleague(context.app, 'wangwu');
    const response = await lock(context, colleague, context.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1, msg: '您无权编辑该日程', data: null });
  });

  it('answers 404 for a schedule of a firm the caller is not in, as for none', async () => {
    const context = await setUp();
    const id = await scheduleIdOf(context.app, '小微信贷审批例会');
    const response = await lock(context, context.lisi, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 1, msg: '日程不存在', data: null });
    expect((await lock(context, context.lisi, 999_999)).json()).toEqual(response.json());
  });

  it('answers an unknown schedule with 404 and a bad id with 400', async () => {
    const context = await setUp();
    expect((await lock(context, context.zhangsan, 999_999)).statusCode).toBe(404);
    for (const query of ['', 'id=abc', 'id=-1', 'id=99999999999']) {
      const response = await call(
        context.app,
        context.zhangsan,
        'GET',
        `/pcSchedule/addLock?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg, query).toMatch(/id/);
    }
  });
});

describe('GET /api/fftask/pcSchedule/extendLockTime', () => {
  it("renews the holder's lock for a full period", async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    context.clock.advanceSeconds(100);
    const response = await lock(context, context.zhangsan, context.id, 'extendLockTime');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.expiresAt).toBe(
      new Date(context.clock.now().getTime() + 120_000).toISOString(),
    );
    context.clock.advanceSeconds(100);
    expect((await lock(context, context.lisi, context.id)).statusCode).toBe(409);
  });

  it('does not renew a lock someone else holds', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const before = await context.app.db.selectFrom('edit_locks').selectAll().execute();
    const response = await lock(context, context.lisi, context.id, 'extendLockTime');
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toContain('张三 正在编辑');
    expect(await context.app.db.selectFrom('edit_locks').selectAll().execute()).toEqual(before);
  });

  it('says the lock is not held when there is none', async () => {
    const context = await setUp();
    const response = await lock(context, context.zhangsan, context.id, 'extendLockTime');
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/^您未持有编辑锁/);
  });

  it('refuses 400, 403 and 401 like addLock', async () => {
    const context = await setUp();
    const stranger = await addColleague(context.app, 'wangwu');
    expect((await lock(context, stranger, context.id, 'extendLockTime')).statusCode).toBe(403);
    expect(
      (await call(context.app, context.zhangsan, 'GET', '/pcSchedule/extendLockTime?id=x'))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(context.app, null, 'GET', `/pcSchedule/extendLockTime?id=${context.id}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/fftask/pcSchedule/unLock', () => {
  it("releases the holder's lock so another editor can take it", async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const response = await lock(context, context.zhangsan, context.id, 'unLock');
    expect(response.json()).toEqual({ code: 0, msg: '', data: true });
    expect((await lock(context, context.lisi, context.id)).statusCode).toBe(200);
  });

  it("does not release someone else's live lock", async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const response = await lock(context, context.lisi, context.id, 'unLock');
    expect(response.statusCode).toBe(409);
    expect(await context.app.db.selectFrom('edit_locks').select('holder_id').execute()).toEqual([
      { holder_id: context.zhangsan.userId },
    ]);
  });

  it('is a no-op when nobody holds the lock', async () => {
    const context = await setUp();
    expect((await lock(context, context.zhangsan, context.id, 'unLock')).json().data).toBe(true);
  });

  it('refuses 400, 403 and 401', async () => {
    const context = await setUp();
    const stranger = await addColleague(context.app, 'wangwu');
    expect((await lock(context, stranger, context.id, 'unLock')).statusCode).toBe(403);
    expect(
      (await call(context.app, context.zhangsan, 'GET', '/pcSchedule/unLock')).statusCode,
    ).toBe(400);
    expect(
      (await call(context.app, null, 'GET', `/pcSchedule/unLock?id=${context.id}`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/fftask/pcSchedule/updateSchedule', () => {
  it('saves with the lock and the current version, and counts the version up', async () => {
    const context = await setUp();
    await lock(context, context.lisi, context.id);
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1, { participantIds: [context.zhangsan.userId], status: 2 }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: context.id,
      title: '客户尽调（改期）',
      startTime: '2026-03-03T01:00:00.000Z',
      endTime: '2026-03-03T03:00:00.000Z',
      status: 2,
      version: 2,
      participants: [{ userId: context.zhangsan.userId, userName: '张三' }],
      creator: { userId: context.zhangsan.userId, userName: '张三' },
    });
    const stored = await storedSchedule(context.app, context.id);
    expect(stored).toMatchObject({
      version: 2,
      title: '客户尽调（改期）',
      updated_by: context.lisi.userId,
    });
  });

  it('refuses a save without the lock and keeps the stored row', async () => {
    const context = await setUp();
    const before = await storedSchedule(context.app, context.id);
    const response = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      '您未持有编辑锁或编辑锁已过期，请重新进入编辑；本次修改未保存',
    );
    expect(await storedSchedule(context.app, context.id)).toEqual(before);
  });

  it('refuses a save while someone else holds the lock, naming them', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const before = await storedSchedule(context.app, context.id);
    const response = await call(
      context.app,
      context.lisi,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/^张三 正在编辑/);
    expect(await storedSchedule(context.app, context.id)).toEqual(before);
  });

  it('refuses a save once the lock has expired', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    context.clock.advanceSeconds(120);
    const response = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1),
    );
    expect(response.statusCode).toBe(409);
    expect((await storedSchedule(context.app, context.id)).version).toBe(1);
  });

  it('refuses a stale version, saying who changed it, and keeps the newer row', async () => {
    const context = await setUp();
    await lock(context, context.lisi, context.id);
    await call(
      context.app,
      context.lisi,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1),
    );
    await lock(context, context.lisi, context.id, 'unLock');
    await lock(context, context.zhangsan, context.id);
    const before = await storedSchedule(context.app, context.id);
    const response = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1, { title: '张三的旧稿' }),
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      '李四 has changed this record since you opened it (now version 2); reload it and edit again. Your changes were not saved',
    );
    expect(await storedSchedule(context.app, context.id)).toEqual(before);
  });

  it('lets exactly one of two saves with the same version through', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const responses = await Promise.all(
      ['甲稿', '乙稿'].map((draft) =>
        call(
          context.app,
          context.zhangsan,
          'POST',
          '/pcSchedule/updateSchedule',
          saveBody(context.id, 1, { title: draft }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedSchedule(context.app, context.id);
    expect(stored.version).toBe(2);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data.title;
    expect(stored.title).toBe(winner);
  });

  it('names the bad field with 400 and changes nothing', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const before = await storedSchedule(context.app, context.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ version: undefined }, '缺少参数 version'],
      [{ version: 'one' }, '参数 version 无效'],
      [{ title: '' }, '参数 title 无效'],
      [{ title: 'x'.repeat(101) }, '参数 title 无效'],
      [{ content: 'x'.repeat(2001) }, '参数 content 无效'],
      [{ endTime: '2026-03-03T08:00:00+08:00' }, '参数 endTime 无效'],
      [{ startTime: 'tomorrow' }, '参数 startTime 无效'],
      [{ status: 400 }, '参数 status 无效'],
      [{ participantIds: [1, 1] }, '参数 participantIds 无效'],
      [{ color: 'red' }, '参数 color 无效'],
    ];
    for (const [changes, message] of cases) {
      const response = await call(
        context.app,
        context.zhangsan,
        'POST',
        '/pcSchedule/updateSchedule',
        saveBody(context.id, 1, changes),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toBe(message);
    }
    expect(await storedSchedule(context.app, context.id)).toEqual(before);
  });

  it('refuses participants from outside the firm with 400', async () => {
    const context = await setUp();
    await lock(context, context.zhangsan, context.id);
    const outsider = await addColleague(context.app, 'wangwu', { firmNo: '1003', deptNo: 'D0301' });
    const response = await call(
      context.app,
      context.zhangsan,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1, { participantIds: [outsider.userId] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(`用户 ${outsider.userId} 不是该机构的在职用户`);
  });

  it('refuses someone who may not edit it with 403', async () => {
    const context = await setUp();
    const stranger = await addColleague(context.app, 'wangwu');
    const response = await call(
      context.app,
      stranger,
      'POST',
      '/pcSchedule/updateSchedule',
      saveBody(context.id, 1),
    );
    expect(response.statusCode).toBe(403);
  });
});
