import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The heaviest desks of a group (bench/scale, decision 0022): what the workbench reads is bounded
// by what it shows, not by the years of history behind it.
//
// - Counts kept by the database itself, whoever writes (the approval workflow, a release's SQL):
//   `todo_counts`, an assignee's to-dos per firm and status, and `message_counts`, a recipient's
//   messages and unread ones per firm (`firm_key` 0 for those of no firm, shown in every firm).
//   Triggers change them in the writing transaction; they are counted from the tables here, after
//   the triggers exist and in the same transaction, so that no write falls between the two.
// - `invitation_times`: each participant of a schedule with the schedule's times, kept by
//   triggers on both, so that "the invitations of a user overlapping a week" is one range of an
//   index instead of every invitation the user ever had, each looked up in the schedules.
//
// In one transaction (not built concurrently as 0021's and 0026's indexes): what is derived must
// meet the triggers exactly. Writes to the four tables wait for it (13 s on the scale bench's
// group, most of it copying the invitations); reads go on. A new table, rather than the times
// added to schedule_participants, so that no existing table is rewritten or locked for reading.

/** The triggers on the tables derived from, and the functions they run. */
const postgresTriggers = [
  ['todos_count', 'todos'],
  ['todos_count_truncate', 'todos'],
  ['messages_count', 'messages'],
  ['messages_count_truncate', 'messages'],
  ['schedule_participants_times', 'schedule_participants'],
  ['schedule_participants_times_truncate', 'schedule_participants'],
  ['schedules_invitation_times', 'schedules'],
] as const;
const postgresFunctions = [
  'todo_counts_follow',
  'message_counts_follow',
  'invitation_times_follow',
  'invitation_times_of_schedule',
  'empty_when_truncated',
];
/** SQLite has row triggers only, one per event. */
const sqliteTriggers = [
  ...['insert', 'delete', 'update'].flatMap((event) => [
    `todos_count_${event}`,
    `messages_count_${event}`,
    `schedule_participants_times_${event}`,
  ]),
  'schedules_invitation_times',
];

async function createTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('todo_counts')
    .addColumn('assignee_user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('todo_counts_pk', ['assignee_user_id', 'firm_id', 'status'])
    .execute();
  await db.schema
    .createTable('message_counts')
    .addColumn('recipient_user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    /** The message's firm, 0 for those of no firm. */
    .addColumn('firm_key', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('unread', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('message_counts_pk', ['recipient_user_id', 'firm_key'])
    .execute();
  // Its indexes come once it is filled (`deriveExisting`): one sort each, not an insert a row.
  await db.schema
    .createTable('invitation_times')
    .addColumn('schedule_id', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('start_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('end_time', 'varchar(32)', (column) => column.notNull())
    .execute();
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function todo_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update todo_counts set count = count - 1
          where assignee_user_id = old.assignee_user_id and firm_id = old.firm_id
            and status = old.status;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into todo_counts (assignee_user_id, firm_id, status, count)
          values (new.assignee_user_id, new.firm_id, new.status, 1)
          on conflict (assignee_user_id, firm_id, status) do update set count = todo_counts.count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger todos_count after insert or delete or update of assignee_user_id, firm_id, status
    on todos for each row execute function todo_counts_follow()`.execute(db);

  await sql`
    create function message_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update message_counts set total = total - 1,
            unread = unread - case when old.read_at is null then 1 else 0 end
          where recipient_user_id = old.recipient_user_id and firm_key = coalesce(old.firm_id, 0);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into message_counts (recipient_user_id, firm_key, total, unread)
          values (new.recipient_user_id, coalesce(new.firm_id, 0), 1,
            case when new.read_at is null then 1 else 0 end)
          on conflict (recipient_user_id, firm_key) do update
            set total = message_counts.total + 1, unread = message_counts.unread + excluded.unread;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger messages_count
    after insert or delete or update of recipient_user_id, firm_id, read_at
    on messages for each row execute function message_counts_follow()`.execute(db);

  // A truncated table leaves nothing derived (TRUNCATE fires no row triggers).
  await sql`
    create function empty_when_truncated() returns trigger language plpgsql as $$
    begin
      execute format('delete from %I', tg_argv[0]);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger todos_count_truncate after truncate on todos
    for each statement execute function empty_when_truncated('todo_counts')`.execute(db);
  await sql`
    create trigger messages_count_truncate after truncate on messages
    for each statement execute function empty_when_truncated('message_counts')`.execute(db);

  await sql`
    create function invitation_times_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from invitation_times
          where schedule_id = old.schedule_id and user_id = old.user_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into invitation_times (schedule_id, user_id, start_time, end_time)
          select new.schedule_id, new.user_id, start_time, end_time
          from schedules where id = new.schedule_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger schedule_participants_times after insert or delete or update
    on schedule_participants for each row execute function invitation_times_follow()`.execute(db);
  await sql`
    create trigger schedule_participants_times_truncate after truncate on schedule_participants
    for each statement execute function empty_when_truncated('invitation_times')`.execute(db);
  await sql`
    create function invitation_times_of_schedule() returns trigger language plpgsql as $$
    begin
      update invitation_times set start_time = new.start_time, end_time = new.end_time
        where schedule_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger schedules_invitation_times after update of start_time, end_time
    on schedules for each row
    when (old.start_time is distinct from new.start_time or old.end_time is distinct from new.end_time)
    execute function invitation_times_of_schedule()`.execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const todoLeaves = sql`
    update todo_counts set count = count - 1
      where assignee_user_id = old.assignee_user_id and firm_id = old.firm_id
        and status = old.status;`;
  const todoArrives = sql`
    insert into todo_counts (assignee_user_id, firm_id, status, count)
      values (new.assignee_user_id, new.firm_id, new.status, 1)
      on conflict (assignee_user_id, firm_id, status) do update set count = count + 1;`;
  await sql`create trigger todos_count_insert after insert on todos begin ${todoArrives} end`.execute(
    db,
  );
  await sql`create trigger todos_count_delete after delete on todos begin ${todoLeaves} end`.execute(
    db,
  );
  await sql`
    create trigger todos_count_update after update of assignee_user_id, firm_id, status on todos
    begin ${todoLeaves} ${todoArrives} end`.execute(db);

  const messageLeaves = sql`
    update message_counts set total = total - 1,
        unread = unread - case when old.read_at is null then 1 else 0 end
      where recipient_user_id = old.recipient_user_id and firm_key = coalesce(old.firm_id, 0);`;
  const messageArrives = sql`
    insert into message_counts (recipient_user_id, firm_key, total, unread)
      values (new.recipient_user_id, coalesce(new.firm_id, 0), 1,
        case when new.read_at is null then 1 else 0 end)
      on conflict (recipient_user_id, firm_key) do update
        set total = total + 1, unread = unread + excluded.unread;`;
  await sql`create trigger messages_count_insert after insert on messages begin ${messageArrives} end`.execute(
    db,
  );
  await sql`create trigger messages_count_delete after delete on messages begin ${messageLeaves} end`.execute(
    db,
  );
  await sql`
    create trigger messages_count_update
    after update of recipient_user_id, firm_id, read_at on messages
    begin ${messageLeaves} ${messageArrives} end`.execute(db);

  const invitationLeaves = sql`
    delete from invitation_times where schedule_id = old.schedule_id and user_id = old.user_id;`;
  const invitationArrives = sql`
    insert into invitation_times (schedule_id, user_id, start_time, end_time)
      select new.schedule_id, new.user_id, start_time, end_time
      from schedules where id = new.schedule_id;`;
  await sql`
    create trigger schedule_participants_times_insert after insert on schedule_participants
    begin ${invitationArrives} end`.execute(db);
  await sql`
    create trigger schedule_participants_times_delete after delete on schedule_participants
    begin ${invitationLeaves} end`.execute(db);
  await sql`
    create trigger schedule_participants_times_update after update on schedule_participants
    begin ${invitationLeaves} ${invitationArrives} end`.execute(db);
  await sql`
    create trigger schedules_invitation_times after update of start_time, end_time on schedules
    begin
      update invitation_times set start_time = new.start_time, end_time = new.end_time
        where schedule_id = new.id;
    end`.execute(db);
}

/** What the rows already there give, once the triggers follow every new write. */
async function deriveExisting(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into todo_counts (assignee_user_id, firm_id, status, count)
    select assignee_user_id, firm_id, status, count(*) from todos
    group by assignee_user_id, firm_id, status`.execute(db);
  await sql`
    insert into message_counts (recipient_user_id, firm_key, total, unread)
    select recipient_user_id, coalesce(firm_id, 0), count(*),
      sum(case when read_at is null then 1 else 0 end)
    from messages group by recipient_user_id, coalesce(firm_id, 0)`.execute(db);
  await sql`
    insert into invitation_times (schedule_id, user_id, start_time, end_time)
    select p.schedule_id, p.user_id, s.start_time, s.end_time
    from schedule_participants p join schedules s on s.id = p.schedule_id`.execute(db);
  await db.schema
    .createIndex('invitation_times_schedule_user_index')
    .unique()
    .on('invitation_times')
    .columns(['schedule_id', 'user_id'])
    .execute();
  // A user's invitations overlapping a week: one range of end times (see schedule-repository).
  await db.schema
    .createIndex('invitation_times_user_week_index')
    .on('invitation_times')
    .columns(['user_id', 'end_time', 'start_time', 'schedule_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await createTables(db);
  await (isPostgres ? createPostgresTriggers(db) : createSqliteTriggers(db));
  await deriveExisting(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [trigger, table] of postgresTriggers) {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    }
    for (const name of postgresFunctions) await sql`drop function ${sql.id(name)}()`.execute(db);
  } else {
    for (const trigger of sqliteTriggers) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  for (const table of ['invitation_times', 'message_counts', 'todo_counts']) {
    await db.schema.dropTable(table).execute();
  }
}
