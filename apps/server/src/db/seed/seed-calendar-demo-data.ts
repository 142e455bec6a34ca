import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// Demo calendars and schedules (DESIGN §4): personal calendars of zhangsan and lisi, a
// calendar group, and schedules this week and next, relative to when the seed runs, so the
// shell's calendar has something real to show: pending, refused and cancelled, with
// participants. Skipped when the demo group exists, so it can run again.

const demoGroupName = '保理一部项目组';
const chinaOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** Monday 00:00 China Standard Time of the week containing `now`, as epoch milliseconds. */
function mondayOf(now: Date): number {
  const local = now.getTime() + chinaOffsetMs;
  const midnight = local - (local % dayMs);
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * dayMs - chinaOffsetMs;
}

type DemoSchedule = {
  calendar: 'zhangsan' | 'lisi' | 'group' | 'zhangsan-1002';
  title: string;
  content: string;
  location: string;
  /** Days after this week's Monday, and China Standard Time hours. */
  day: number;
  from: number;
  to: number;
  allDay?: boolean;
  status: 0 | 2 | 400;
  creator: 'zhangsan' | 'lisi';
  participants: ('zhangsan' | 'lisi')[];
  color: string;
};

const demoSchedules: DemoSchedule[] = [
  {
    calendar: 'zhangsan',
    title: '客户尽调：华东精密制造',
    content: '核实应收账款真实性，走访财务部与仓库。',
    location: '苏州工业园区',
    day: 1,
    from: 9.5,
    to: 11.5,
    status: 0,
    creator: 'zhangsan',
    participants: ['lisi'],
    color: '#1677ff',
  },
  {
    calendar: 'zhangsan',
    title: '授信评审会',
    content: '保理额度续作评审，准备风险评估报告。',
    location: '总部 12 楼会议室',
    day: 3,
    from: 14,
    to: 16,
    status: 0,
    creator: 'zhangsan',
    participants: ['lisi'],
    color: '#fa8c16',
  },
  {
    calendar: 'lisi',
    title: '风险周报编制',
    content: '',
    location: '',
    day: 2,
    from: 0,
    to: 24,
    allDay: true,
    status: 0,
    creator: 'lisi',
    participants: [],
    color: '#52c41a',
  },
  {
    calendar: 'lisi',
    title: '与买方电话确认账款',
    content: '买方财务未确认，改期另约。',
    location: '电话',
    day: 4,
    from: 10,
    to: 10.5,
    status: 2,
    creator: 'lisi',
    participants: ['zhangsan'],
    color: '#52c41a',
  },
  {
    calendar: 'group',
    title: '项目组周例会',
    content: '本周项目进度与放款计划。',
    location: '总部 8 楼小会议室',
    day: 7,
    from: 9,
    to: 10,
    status: 0,
    creator: 'zhangsan',
    participants: ['zhangsan', 'lisi'],
    color: '#722ed1',
  },
  {
    calendar: 'zhangsan',
    title: '放款复核',
    content: '客户资料不全，本次取消。',
    location: '',
    day: 9,
    from: 15,
    to: 16,
    status: 400,
    creator: 'zhangsan',
    participants: ['lisi'],
    color: '#1677ff',
  },
  {
    calendar: 'zhangsan-1002',
    title: '小微信贷审批例会',
    content: '',
    location: '线上会议',
    day: 8,
    from: 10,
    to: 11,
    status: 0,
    creator: 'zhangsan',
    participants: [],
    color: '#13c2c2',
  },
];

async function idOf(db: Kysely<Database>, table: 'users' | 'firms', key: string) {
  const row =
    table === 'users'
      ? await db.selectFrom('users').select('id').where('username', '=', key).executeTakeFirst()
      : await db.selectFrom('firms').select('id').where('firm_no', '=', key).executeTakeFirst();
  if (!row) throw new Error(`Demo calendar data needs ${table} ${key}`);
  return row.id;
}

export async function seedCalendarDemoData(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<void> {
  const factoring = await idOf(db, 'firms', '1001');
  const microLoans = await idOf(db, 'firms', '1002');
  const users = {
    zhangsan: await idOf(db, 'users', 'zhangsan'),
    lisi: await idOf(db, 'users', 'lisi'),
  };
  const existing = await db
    .selectFrom('calendar_book_groups')
    .select('id')
    .where('firm_id', '=', factoring)
    .where('name', '=', demoGroupName)
    .executeTakeFirst();
  if (existing) return;

  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const personal = async (firmId: number, ownerId: number, name: string) => {
      await trx
        .insertInto('calendar_books')
        .values({
          firm_id: firmId,
          owner_id: ownerId,
          group_id: null,
          default_for: ownerId,
          name,
          color: '#1677ff',
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(['firm_id', 'default_for']).doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('calendar_books')
        .select('id')
        .where('firm_id', '=', firmId)
        .where('default_for', '=', ownerId)
        .executeTakeFirstOrThrow();
      return id;
    };
    const { id: groupId } = await trx
      .insertInto('calendar_book_groups')
      .values({
        firm_id: factoring,
        owner_id: users.zhangsan,
        name: demoGroupName,
        description: '保理一部与风控部的项目协同日历',
        color: '#722ed1',
        created_at: at,
        updated_at: at,
        updated_by: users.zhangsan,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('calendar_book_group_members')
      .values({ group_id: groupId, user_id: users.lisi, role: 'editor' })
      .execute();
    const { id: groupCalendar } = await trx
      .insertInto('calendar_books')
      .values({
        firm_id: factoring,
        owner_id: users.zhangsan,
        group_id: groupId,
        default_for: null,
        name: demoGroupName,
        color: '#722ed1',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const calendars = {
      zhangsan: await personal(factoring, users.zhangsan, '张三的日历'),
      lisi: await personal(factoring, users.lisi, '李四的日历'),
      group: groupCalendar,
      'zhangsan-1002': await personal(microLoans, users.zhangsan, '张三的日历'),
    };

    const monday = mondayOf(now);
    const instant = (day: number, hour: number) =>
      new Date(monday + day * dayMs + hour * 3_600_000).toISOString();
    for (const schedule of demoSchedules) {
      const { id } = await trx
        .insertInto('schedules')
        .values({
          calendar_id: calendars[schedule.calendar],
          title: schedule.title,
          content: schedule.content,
          location: schedule.location,
          start_time: instant(schedule.day, schedule.from),
          end_time: instant(schedule.day, schedule.to),
          all_day: schedule.allDay ? 1 : 0,
          status: schedule.status,
          color: schedule.color,
          creator_id: users[schedule.creator],
          created_at: at,
          updated_at: at,
          updated_by: users[schedule.creator],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const participant of schedule.participants) {
        await trx
          .insertInto('schedule_participants')
          .values({ schedule_id: id, user_id: users[participant] })
          .execute();
      }
    }
  });
}
