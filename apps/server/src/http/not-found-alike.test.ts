// Authorization alike everywhere: an object the caller may not see answers exactly like one that
// does not exist (404, the same envelope), on every route that takes an id.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../testing/build-test-app';
import { firmIdOf } from '../testing/demo-lookups';

const missing = 2_000_000_000;

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
type Case = { label: string; call: (id: number) => Call; hidden: number };

const week = { startTime: '2031-03-03T09:00:00+08:00', endTime: '2031-03-03T10:00:00+08:00' };
const groupFields = { name: '评审小组', color: '#ff0000' };

/**
 * Objects lisi (firm 1001 only) may not see: of firm 1002 (zhangsan's second firm), zhangsan's own,
 * or a calendar group of firm 1001 that lisi is not in.
 */
async function hiddenFromLisi(app: FastifyInstance, zhangsan: SignedIn) {
  const firm1002 = await firmIdOf(app, '1002');
  const one = async <T>(query: Promise<T | undefined>) => {
    const row = await query;
    if (!row) throw new Error('demo data missing');
    return row;
  };
  const group = await app.inject({
    method: 'POST',
    url: '/api/fftask/pcCalendarBookGroup/createBookGroup',
    headers: { authorization: zhangsan.authorization },
    // In lisi's own firm, but a group lisi is not in.
    payload: { ...groupFields, firmId: await firmIdOf(app, '1001') },
  });
  const { id: groupId, calendarId: groupCalendarId } = group.json<{
    data: { id: number; calendarId: number };
  }>().data;
  return {
    firm: firm1002,
    user: zhangsan.userId,
    // Someone who is not a member of lisi's firm (1001).
    outsider: (
      await one(
        app.db
          .selectFrom('users')
          .select('id')
          .where('id', 'not in', (eb) =>
            eb
              .selectFrom('user_firms')
              .innerJoin('firms', 'firms.id', 'user_firms.firm_id')
              .select('user_firms.user_id')
              .where('firms.firm_no', '=', '1001'),
          )
          .executeTakeFirst(),
      )
    ).id,
    department: (
      await one(
        app.db
          .selectFrom('departments')
          .select('id')
          .where('firm_id', '=', firm1002)
          .executeTakeFirst(),
      )
    ).id,
    calendar: (
      await one(
        app.db
          .selectFrom('calendar_books')
          .select('id')
          .where('firm_id', '=', firm1002)
          .where('owner_id', '=', zhangsan.userId)
          .where('group_id', 'is', null)
          .executeTakeFirst(),
      )
    ).id,
    schedule: (
      await one(
        app.db
          .selectFrom('schedules')
          .select('id')
          .where('title', '=', '小微信贷审批例会')
          .executeTakeFirst(),
      )
    ).id,
    group: groupId,
    groupCalendar: groupCalendarId,
    notice: (
      await one(
        app.db
          .selectFrom('notices')
          .select('id')
          .where('firm_id', '=', firm1002)
          .executeTakeFirst(),
      )
    ).id,
    message: (
      await one(
        app.db
          .selectFrom('messages')
          .select('id')
          .where('recipient_user_id', '=', zhangsan.userId)
          .executeTakeFirst(),
      )
    ).id,
    todo: (
      await one(
        app.db
          .selectFrom('todos')
          .select('id')
          .where('firm_id', '=', firm1002)
          .where('assignee_user_id', '=', zhangsan.userId)
          .where('status', '=', 0)
          .executeTakeFirst(),
      )
    ).id,
    project: (
      await one(
        app.db
          .selectFrom('finance_projects')
          .select('id')
          .where('project_no', '=', 'PJ-1002-001')
          .executeTakeFirst(),
      )
    ).id,
    contract: (
      await one(
        app.db
          .selectFrom('contract_applications')
          .innerJoin('finance_projects', 'finance_projects.id', 'contract_applications.project_id')
          .select('contract_applications.id')
          .where('finance_projects.project_no', '=', 'PJ-1002-001')
          .executeTakeFirst(),
      )
    ).id,
  };
}

function casesFor(hidden: Awaited<ReturnType<typeof hiddenFromLisi>>, lisi: SignedIn): Case[] {
  const own = lisi.userId;
  const schedule = (id: number) => ({ ...week, title: '例会', participantIds: [], id, version: 1 });
  const group = (id: number) => ({ ...groupFields, id, version: 1 });
  const settings = { defaultView: 'week', weekStartsOn: 1, dayStartHour: 8, dayEndHour: 19 };
  const get = (url: string): Call => ({ method: 'GET', url });
  const post = (url: string, payload?: object): Call => ({ method: 'POST', url, payload });
  const fftask = '/api/fftask';
  return [
    // upms: a firm or a user of the caller's own, else 404
    {
      label: 'user info, firm',
      hidden: hidden.firm,
      call: (id) => get(`/api/upms/app/query/share/token?firmId=${id}&userId=${own}`),
    },
    {
      label: 'user info, user',
      hidden: hidden.user,
      call: (id) => get(`/api/upms/app/query/share/token?firmId=1&userId=${id}`),
    },
    {
      label: 'role choose',
      hidden: hidden.firm,
      call: (id) => post(`/api/upms/role/choose?firmId=${id}&userId=${own}`),
    },
    {
      label: 'menu tree, firm',
      hidden: hidden.firm,
      call: (id) => get(`/api/upms/menu/getTreeByRoleId?firmId=${id}&userId=${own}`),
    },
    {
      label: 'menu tree, user',
      hidden: hidden.user,
      call: (id) => get(`/api/upms/menu/getTreeByRoleId?firmId=1&userId=${id}`),
    },
    {
      label: 'core cache check',
      hidden: hidden.user,
      call: (id) => post(`/api/upms/app/query/core/cache/ttl/by/userId?userId=${id}`),
    },
    {
      label: 'organisation tree',
      hidden: hidden.firm,
      call: (id) => post('/api/upms/app/query/appcalendar/many/organization/tree', { firmId: id }),
    },
    {
      label: 'user details, department',
      hidden: hidden.department,
      call: (id) => post('/api/upms/app/query/user/details', { userStatus: 1, deptId: id }),
    },
    // fftask: firms, colleagues, calendars, schedules and groups
    {
      label: 'mine calendars',
      hidden: hidden.firm,
      call: (id) => post(`${fftask}/pcCalendarBook/pcMineCalendar/new`, { firmId: id }),
    },
    {
      label: 'colleague calendars',
      hidden: hidden.outsider,
      call: (id) => post(`${fftask}/pcCalendarBook/pcTeamCalendar/personal`, { userId: id }),
    },
    {
      label: 'team calendars',
      hidden: hidden.firm,
      call: (id) => post(`${fftask}/pcCalendarBook/pcTeamCalendar`, { firmId: id }),
    },
    {
      label: 'week',
      hidden: hidden.calendar,
      call: (id) => get(`${fftask}/pcSchedule/listWeek?calendarIds=${id}&date=2031-03-03`),
    },
    {
      label: 'create schedule',
      hidden: hidden.calendar,
      call: (id) =>
        post(`${fftask}/pcSchedule/creatorSchedule`, {
          ...schedule(0),
          id: undefined,
          version: undefined,
          calendarId: id,
        }),
    },
    {
      label: 'update schedule',
      hidden: hidden.schedule,
      call: (id) => post(`${fftask}/pcSchedule/updateSchedule`, schedule(id)),
    },
    {
      label: 'cancel schedule',
      hidden: hidden.schedule,
      call: (id) => get(`${fftask}/pcSchedule/cancelSchedule?id=${id}`),
    },
    {
      label: 'clash, firm',
      hidden: hidden.firm,
      call: (id) =>
        post(`${fftask}/pcSchedule/scheduleClash`, { ...week, participantIds: [own], firmId: id }),
    },
    {
      label: 'clash, schedule left out',
      hidden: hidden.schedule,
      call: (id) =>
        post(`${fftask}/pcSchedule/scheduleClash`, {
          ...week,
          participantIds: [own],
          excludeScheduleId: id,
        }),
    },
    ...['addLock', 'extendLockTime', 'unLock'].flatMap((path) => [
      {
        label: `schedule ${path}`,
        hidden: hidden.schedule,
        call: (id: number) => get(`${fftask}/pcSchedule/${path}?id=${id}`),
      },
      {
        label: `group ${path}`,
        hidden: hidden.group,
        call: (id: number) => get(`${fftask}/pcCalendarBookGroup/${path}?id=${id}`),
      },
    ]),
    {
      label: 'my calendars',
      hidden: hidden.firm,
      call: (id) => get(`${fftask}/pcCalendarBookGroup/loadMyCalendars?firmId=${id}`),
    },
    {
      label: 'writable calendars',
      hidden: hidden.firm,
      call: (id) =>
        get(`${fftask}/pcCalendarBookGroup/loadAbleCreateScheduleCalendars?firmId=${id}`),
    },
    {
      label: 'group name check',
      hidden: hidden.firm,
      call: (id) => get(`${fftask}/pcCalendarBookGroup/check?name=x&firmId=${id}`),
    },
    {
      label: 'settings',
      hidden: hidden.firm,
      call: (id) => get(`${fftask}/pcCalendarBookGroup/set/query?firmId=${id}`),
    },
    {
      label: 'edit settings',
      hidden: hidden.firm,
      call: (id) => post(`${fftask}/pcCalendarBookGroup/set/edit`, { ...settings, firmId: id }),
    },
    {
      label: 'group info',
      hidden: hidden.group,
      call: (id) => get(`${fftask}/pcCalendarBookGroup/getBookGroupInfo?id=${id}`),
    },
    {
      label: 'create group',
      hidden: hidden.firm,
      call: (id) =>
        post(`${fftask}/pcCalendarBookGroup/createBookGroup`, { ...groupFields, firmId: id }),
    },
    {
      label: 'modify group',
      hidden: hidden.group,
      call: (id) => post(`${fftask}/pcCalendarBookGroup/modifyBookGroup`, group(id)),
    },
    {
      label: 'calendar colour',
      hidden: hidden.calendar,
      call: (id) =>
        post(`${fftask}/pcCalendarBookGroup/changeColor`, { calendarId: id, color: '#00ff00' }),
    },
    {
      label: 'week, group calendar',
      hidden: hidden.groupCalendar,
      call: (id) => get(`${fftask}/pcSchedule/listWeek?calendarIds=${id}&date=2031-03-03`),
    },
    {
      label: 'create schedule, group calendar',
      hidden: hidden.groupCalendar,
      call: (id) =>
        post(`${fftask}/pcSchedule/creatorSchedule`, { ...week, title: 't', calendarId: id }),
    },
    {
      label: 'calendar colour, group calendar',
      hidden: hidden.groupCalendar,
      call: (id) =>
        post(`${fftask}/pcCalendarBookGroup/changeColor`, { calendarId: id, color: '#00ff00' }),
    },
    // home, to-dos, finance
    {
      label: 'notice read',
      hidden: hidden.notice,
      call: (id) => post('/api/uniHome/save/status', { id, type: 'notice' }),
    },
    {
      label: 'message read',
      hidden: hidden.message,
      call: (id) => post('/api/uniHome/save/status', { id, type: 'message' }),
    },
    {
      label: 'to-do steps',
      hidden: hidden.todo,
      call: (id) => get(`/api/coreSystem/todoStepList?todoId=${id}`),
    },
    {
      label: 'to-do recall',
      hidden: hidden.todo,
      call: (id) => get(`/api/pc/recall/todo?todoId=${id}`),
    },
    {
      label: 'project',
      hidden: hidden.project,
      call: (id) => get(`/api/finance/project/getApproProjectInfoById?id=${id}`),
    },
    {
      label: 'contract init',
      hidden: hidden.project,
      call: (id) => post('/api/finance/contractAppInfo/init', { projectId: id }),
    },
    {
      label: 'payment',
      hidden: hidden.contract,
      call: (id) =>
        post('/api/finance/paymentApplyInfo/payment', {
          contractAppId: id,
          amount: '1',
          payeeName: 'x',
          payeeAccount: '6222021001001234567',
        }),
    },
  ];
}

describe('an object the caller may not see', () => {
  it('answers 404 on every route that takes an id, exactly as one that does not exist', async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const hidden = await hiddenFromLisi(app, zhangsan);
    const send = (call: Call) =>
      app.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: lisi.authorization },
        ...(call.payload ? { payload: call.payload } : {}),
      } as InjectOptions);

    const cases = casesFor(hidden, lisi);
    expect(cases.length).toBeGreaterThan(35);
    const differences: string[] = [];
    for (const { label, call, hidden: id } of cases) {
      const seen = await send(call(id));
      const absent = await send(call(missing));
      if (seen.statusCode !== 404 || seen.body !== absent.body || absent.statusCode !== 404) {
        differences.push(
          `${label}: ${seen.statusCode} ${seen.body} / ${absent.statusCode} ${absent.body}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});
