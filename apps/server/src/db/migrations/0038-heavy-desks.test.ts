import { sql, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../testing/build-test-app';
import { userIdOf } from '../../testing/demo-lookups';
import { createTestDatabase, testDialect } from '../../testing/test-database';
import { createDatabase } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

const at = '2026-03-02T01:00:00.000Z';

/** What the derived tables hold, as the tables they derive from give it now. */
async function recounted(db: Kysely<Database>) {
  const todos = await db
    .selectFrom('todos')
    .select(['assignee_user_id', 'firm_id', 'status', (eb) => eb.fn.countAll().as('count')])
    .groupBy(['assignee_user_id', 'firm_id', 'status'])
    .orderBy('assignee_user_id')
    .orderBy('firm_id')
    .orderBy('status')
    .execute();
  const firmKey = sql<number>`coalesce(firm_id, 0)`;
  const messages = await db
    .selectFrom('messages')
    .select((eb) => [
      'recipient_user_id',
      firmKey.as('firm_key'),
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'),
    ])
    .groupBy(['recipient_user_id', firmKey])
    .orderBy('recipient_user_id')
    .orderBy('firm_key')
    .execute();
  const invitations = await db
    .selectFrom('schedule_participants as p')
    .innerJoin('schedules as s', 's.id', 'p.schedule_id')
    .select(['p.schedule_id', 'p.user_id', 's.start_time', 's.end_time'])
    .orderBy('p.schedule_id')
    .orderBy('p.user_id')
    .execute();
  return {
    todos: todos.map((row) => ({ ...row, count: Number(row.count) })),
    messages: messages.map((row) => ({
      recipient_user_id: row.recipient_user_id,
      firm_key: Number(row.firm_key),
      total: Number(row.total),
      unread: Number(row.unread),
    })),
    invitations,
  };
}

/** What the derived tables hold, rows counting nothing left out. */
async function derived(db: Kysely<Database>) {
  return {
    todos: await db
      .selectFrom('todo_counts')
      .select(['assignee_user_id', 'firm_id', 'status', 'count'])
      .where('count', '>', 0)
      .orderBy('assignee_user_id')
      .orderBy('firm_id')
      .orderBy('status')
      .execute(),
    messages: await db
      .selectFrom('message_counts')
      .select(['recipient_user_id', 'firm_key', 'total', 'unread'])
      .where('total', '>', 0)
      .orderBy('recipient_user_id')
      .orderBy('firm_key')
      .execute(),
    invitations: await db
      .selectFrom('invitation_times')
      .select(['schedule_id', 'user_id', 'start_time', 'end_time'])
      .orderBy('schedule_id')
      .orderBy('user_id')
      .execute(),
  };
}

const todo = (firmId: number, assigneeId: number, status: number) => ({
  firm_id: firmId,
  assignee_user_id: assigneeId,
  applicant_user_id: null,
  applicant_name: '申请人',
  title: '合同审批',
  business_type: '合同',
  sub_app_route: '/xwd/approve',
  urgency: 'normal',
  status,
  create_time: at,
  finish_time: null,
});

const message = (recipientId: number, firmId: number | null, readAt: string | null) => ({
  recipient_user_id: recipientId,
  firm_id: firmId,
  title: '审批提醒',
  content: '您有一条新的审批结果。',
  sender: '流程中心',
  send_time: at,
  link: null,
  read_at: readAt,
});

const schedule = (calendarId: number, creatorId: number, startTime: string, endTime: string) => ({
  calendar_id: calendarId,
  title: '部门例会',
  content: '',
  location: '',
  all_day: 0,
  status: 0,
  start_time: startTime,
  end_time: endTime,
  color: '#1677ff',
  creator_id: creatorId,
  created_at: at,
  updated_at: at,
});

describe('what the database keeps by triggers (0038)', () => {
  it('derives the counts and invitation times of the rows there were, and drops them going back', async () => {
    const database = await createTestDatabase();
    const db = createDatabase(
      loadConfig({ DATABASE_URL: database.url, SHELL_DIST: '/nonexistent' }).database,
    );
    onTestFinished(async () => {
      await db.destroy();
      await database.drop();
    });
    await migrateTo(db, '0037-sub-app-timings');
    const { id: firmId } = await db
      .insertInto('firms')
      .values({ firm_no: 'F1', firm_name: '示范公司' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        username: 'wangwu',
        display_name: '王五',
        employee_no: 'E1',
        password_hash: 'x',
        avatar: '',
        group_id: 1,
        group_name: 'G',
        system_id: 1,
        system_name: 'S',
        status: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('todos')
      .values([todo(firmId, userId, 0), todo(firmId, userId, 1), todo(firmId, userId, 1)])
      .execute();
    await db
      .insertInto('messages')
      .values([
        message(userId, firmId, null),
        message(userId, null, at),
        message(userId, null, null),
      ])
      .execute();
    const { id: calendarId } = await db
      .insertInto('calendar_books')
      .values({ firm_id: firmId, owner_id: userId, name: '日历', color: '#1677ff', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values(schedule(calendarId, userId, '2026-03-02T01:00:00.000Z', '2026-03-02T02:00:00.000Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_participants')
      .values({ schedule_id: scheduleId, user_id: userId })
      .execute();

    await migrateToLatest(db);

    expect(await derived(db)).toEqual({
      todos: [
        { assignee_user_id: userId, firm_id: firmId, status: 0, count: 1 },
        { assignee_user_id: userId, firm_id: firmId, status: 1, count: 2 },
      ],
      messages: [
        { recipient_user_id: userId, firm_key: 0, total: 2, unread: 1 },
        { recipient_user_id: userId, firm_key: firmId, total: 1, unread: 1 },
      ],
      invitations: [
        {
          schedule_id: scheduleId,
          user_id: userId,
          start_time: '2026-03-02T01:00:00.000Z',
          end_time: '2026-03-02T02:00:00.000Z',
        },
      ],
    });

    await migrateTo(db, '0037-sub-app-timings');
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    for (const table of ['todo_counts', 'message_counts', 'invitation_times']) {
      expect(tables).not.toContain(table);
    }
    await db
      .insertInto('todos')
      .values(todo(firmId, userId, 2))
      .execute();
    await db.deleteFrom('schedules').execute();
  });

  it('keeps them in step with every write to the tables they derive from, whoever writes', async () => {
    const app = await buildTestApp();
    const { db } = app;
    const zhangsan = await userIdOf(app, 'zhangsan');
    const lisi = await userIdOf(app, 'lisi');
    const [first, second] = (await db.selectFrom('firms').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    if (first === undefined || second === undefined) throw new Error('two demo firms expected');
    expect(await derived(db)).toEqual(await recounted(db));

    const added = await db
      .insertInto('todos')
      .values([todo(first, zhangsan, 0), todo(first, zhangsan, 0), todo(second, lisi, 1)])
      .returning('id')
      .execute();
    const [one, two, three] = added.map((row) => row.id);
    await db
      .updateTable('todos')
      .set({ status: 1 })
      .where('id', '=', one ?? 0)
      .execute();
    await db
      .updateTable('todos')
      .set({ assignee_user_id: lisi, firm_id: second })
      .where('id', '=', two ?? 0)
      .execute();
    await db
      .deleteFrom('todos')
      .where('id', '=', three ?? 0)
      .execute();

    const sent = await db
      .insertInto('messages')
      .values([message(lisi, first, null), message(lisi, null, null), message(zhangsan, null, at)])
      .returning('id')
      .execute();
    const [toRead, toMove, toDelete] = sent.map((row) => row.id);
    await db
      .updateTable('messages')
      .set({ read_at: at })
      .where('id', '=', toRead ?? 0)
      .execute();
    await db
      .updateTable('messages')
      .set({ read_at: null })
      .where('id', '=', toDelete ?? 0)
      .execute();
    await db
      .updateTable('messages')
      .set({ firm_id: second })
      .where('id', '=', toMove ?? 0)
      .execute();
    await db
      .deleteFrom('messages')
      .where('id', '=', toDelete ?? 0)
      .execute();

    const [calendar] = await db.selectFrom('calendar_books').select('id').limit(1).execute();
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values(
        schedule(
          calendar?.id ?? 0,
          zhangsan,
          '2030-01-08T01:00:00.000Z',
          '2030-01-08T02:00:00.000Z',
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_participants')
      .values([
        { schedule_id: scheduleId, user_id: zhangsan },
        { schedule_id: scheduleId, user_id: lisi },
      ])
      .execute();
    await db
      .updateTable('schedules')
      .set({ start_time: '2030-01-09T01:00:00.000Z', end_time: '2030-01-09T03:00:00.000Z' })
      .where('id', '=', scheduleId)
      .execute();
    await db
      .deleteFrom('schedule_participants')
      .where('schedule_id', '=', scheduleId)
      .where('user_id', '=', lisi)
      .execute();
    expect((await derived(db)).invitations).toContainEqual({
      schedule_id: scheduleId,
      user_id: zhangsan,
      start_time: '2030-01-09T01:00:00.000Z',
      end_time: '2030-01-09T03:00:00.000Z',
    });
    expect(await derived(db)).toEqual(await recounted(db));

    // A schedule deleted takes its invitations along (its participants go by cascade).
    await db.deleteFrom('schedules').where('id', '=', scheduleId).execute();
    expect(await derived(db)).toEqual(await recounted(db));
    if (testDialect === 'postgres') {
      await sql`truncate messages`.execute(db);
      expect((await derived(db)).messages).toEqual([]);
    }
  });
});
