// A large group's data, generated in the database by set-based SQL on top of the demo seed. Every
// value derives from the row number (a multiplicative hash, then modulo), so two runs on the same
// day make the same rows; times are spread back from the day of the run, so that the current week
// and the newest to-dos are always populated.
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

/** The issue's figures; SQLite gets `scale: 0.1` of them. */
export const groupSize = {
  firms: 30,
  users: 50_000,
  todos: 5_000_000,
  messages: 2_000_000,
  notices: 50_000,
  noticeReads: 5_000_000,
  calendars: 200_000,
  groups: 20_000,
  schedules: 2_000_000,
  participants: 1_000_000,
};

/** Users who hold 30 % of the to-dos and messages: the first 2 % of the generated staff. */
const heavyShare = 0.02;
/** What the demo user zhangsan gets on top, in his first firm: a heavy user's load. */
const zhangsanExtra = { todos: 1_500, messages: 600, groupSchedules: 5_000 };
const daySeconds = 86_400;
/** The tables the group fills, loaded before their secondary indexes are built. */
const bulkTables = [
  'todos',
  'messages',
  'notices',
  'notice_reads',
  'calendar_book_groups',
  'calendar_book_group_members',
  'calendar_books',
  'schedules',
  'schedule_participants',
];

/** How to write the few things the two dialects spell differently. */
const dialects = {
  postgres: {
    series: (count) => `g(n) AS (SELECT generate_series(1, ${count})::bigint)`,
    isoTime: (epochSeconds) =>
      `to_char(to_timestamp(${epochSeconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`,
  },
  sqlite: {
    series: (count) =>
      `RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${count})`,
    isoTime: (epochSeconds) => `strftime('%Y-%m-%dT%H:%M:%S.000Z', ${epochSeconds}, 'unixepoch')`,
  },
};

/** A hash of an integer expression in [0, 4294967291), the same in both dialects. */
const hash = (expression, salt) =>
  `(((CAST(${expression} AS bigint) + ${salt}) * 2654435761) % 4294967291)`;

export function postgresTarget(url) {
  let client;
  return {
    dialect: dialects.postgres,
    connect: async () => {
      client = new pg.Client({ connectionString: url });
      await client.connect();
      // Generated rows refer to rows that exist by construction: their foreign-key triggers are
      // skipped (the cluster's owner is a superuser): three lookups fewer for each to-do.
      await client.query('SET session_replication_role = replica');
      await client.query('SET synchronous_commit = off');
      await client.query(`SET maintenance_work_mem = '256MB'`);
    },
    run: (statement) => client.query(statement),
    value: async (statement) => Object.values((await client.query(statement)).rows[0])[0],
    /**
     * Runs `load` with the tables' indexes other than their keys dropped, then builds them again
     * from their own definitions: one sort each instead of millions of insertions.
     */
    withoutSecondaryIndexes: async (tables, load, log) => {
      const { rows } = await client.query(
        `SELECT indexname, indexdef FROM pg_indexes i WHERE tablename = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [tables],
      );
      for (const { indexname } of rows) await client.query(`DROP INDEX ${indexname}`);
      await load();
      const started = performance.now();
      for (const { indexdef } of rows) await client.query(indexdef);
      log(`${rows.length} indexes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
    // VACUUM as well: the freshly loaded tables would otherwise be vacuumed by autovacuum while
    // the calls are being timed, and index-only scans read the table until the visibility map
    // is set; a database in service has been vacuumed.
    analyze: () => client.query('VACUUM (ANALYZE)'),
    close: () => client.end(),
  };
}

export function sqliteTarget(file) {
  let db;
  return {
    dialect: dialects.sqlite,
    connect: async () => {
      db = new DatabaseSync(file);
      db.exec('PRAGMA foreign_keys = OFF');
      db.exec('PRAGMA synchronous = OFF');
    },
    run: async (statement) => {
      db.exec('BEGIN');
      db.exec(statement);
      db.exec('COMMIT');
    },
    value: async (statement) => Object.values(db.prepare(statement).get())[0],
    withoutSecondaryIndexes: (tables, load) => load(),
    analyze: async () => db.exec('ANALYZE'),
    close: async () => db.close(),
  };
}

/** Sizes for a scale (1 for the whole group, 0.1 for a tenth), firms kept at 30. */
export function sizesAt(scale) {
  return Object.fromEntries(
    Object.entries(groupSize).map(([name, size]) => [
      name,
      name === 'firms' ? size : Math.round(size * scale),
    ]),
  );
}

/**
 * Generates the group into a database the server has migrated and seeded with the demo. With
 * `accountsOnly`, only the first `accountsOnly` staff accounts (the demo-size database keeps the
 * demo's own data, and gets accounts for its concurrent users). Logs each table's time.
 */
export async function generateGroup(target, { sizes, now, accountsOnly, log = () => {} }) {
  const { series, isoTime } = target.dialect;
  const time = async (label, statement) => {
    const started = performance.now();
    await target.run(statement);
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await target.connect();
  try {
    const demoFirms = Number(await target.value('SELECT count(*) FROM firms'));
    const maxFirm = Number(await target.value('SELECT max(id) FROM firms'));
    if (demoFirms !== 3 || maxFirm !== 3) throw new Error('Expected the three demo firms, ids 1-3');
    const at = new Date(now).toISOString();
    const today = Math.floor(now / 1000 / daySeconds) * daySeconds;
    const users = accountsOnly ?? sizes.users;
    const firms = sizes.firms;
    const base = async (table) => Number(await target.value(`SELECT max(id) FROM ${table}`));

    await time(
      'firms',
      `WITH ${series(firms - 3)} INSERT INTO firms (id, firm_no, firm_name)
       SELECT n + 3, 'G' || (n + 3), '集团成员公司 ' || (n + 3) FROM g`,
    );
    const departmentBase = await base('departments');
    await time(
      'departments',
      `WITH ${series(firms)} INSERT INTO departments (id, firm_id, dept_no, dept_name, short_name)
       SELECT ${departmentBase} + n, n, 'G-BU', '综合业务部', '综合部' FROM g`,
    );
    const roleBase = await base('roles');
    await time(
      'roles',
      `WITH ${series(firms - 3)} INSERT INTO roles (id, firm_id, role_no, role_name)
       SELECT ${roleBase} + n, n + 3, 'G-R', '业务人员' FROM g`,
    );
    const firmOneRole = Number(await target.value(`SELECT id FROM roles WHERE role_no = 'R1002'`));
    const userBase = await base('users');
    // Staff u (1-based) works in firm 1 + (u - 1) % 30; every tenth in a second firm too.
    const primaryFirm = (u) => `(1 + (${u} - 1) % ${firms})`;
    const secondFirm = (u) => `(1 + ((${u} - 1) % ${firms} + 1 + ${u} % ${firms - 1}) % ${firms})`;
    await time(
      'users',
      `WITH ${series(users)} INSERT INTO users (id, username, display_name, employee_no,
         password_hash, avatar, group_id, group_name, system_id, system_name, status, created_at)
       SELECT ${userBase} + n, 'staff' || n, '员工' || n, 'E' || n,
         (SELECT password_hash FROM users WHERE username = 'zhangsan'), '', 1, '示范金融控股集团',
         1, '核心业务系统', 1, '${at}' FROM g`,
    );
    await time(
      'user_firms',
      `WITH ${series(users)} INSERT INTO user_firms (user_id, firm_id, dept_id, bu_dept_id)
       SELECT ${userBase} + n, ${primaryFirm('n')}, ${departmentBase} + ${primaryFirm('n')},
         ${departmentBase} + ${primaryFirm('n')} FROM g
       UNION ALL
       SELECT ${userBase} + n, ${secondFirm('n')}, ${departmentBase} + ${secondFirm('n')},
         ${departmentBase} + ${secondFirm('n')} FROM g WHERE n % 10 = 0`,
    );
    await time(
      'user_roles',
      `INSERT INTO user_roles (user_id, role_id)
       SELECT user_id, CASE WHEN firm_id = 1 THEN ${firmOneRole}
         WHEN firm_id > 3 THEN ${roleBase} + firm_id - 3 END
       FROM user_firms WHERE user_id > ${userBase} AND (firm_id = 1 OR firm_id > 3)`,
    );
    if (accountsOnly !== undefined) return { userBase };

    await target.withoutSecondaryIndexes(
      bulkTables,
      async () => {
        const zhangsan = Number(
          await target.value(`SELECT id FROM users WHERE username = 'zhangsan'`),
        );
        const heavy = Math.max(1, Math.round(users * heavyShare));
        // Row n's owner: three rows in ten go to the heavy staff, the rest to anyone.
        const ownerOf = (salt) =>
          `CASE WHEN n % 10 < 3 THEN 1 + ${hash('n', salt)} % ${heavy}
         ELSE 1 + ${hash('n', salt + 1)} % ${users} END`;
        // The firm of a row for staff u: the first, or for those in two, either.
        const firmOf = (u) => `CASE WHEN ${u} % 10 = 0 AND n % 2 = 0
         THEN ${secondFirm(u)} ELSE ${primaryFirm(u)} END`;
        const twoYears = 730 * daySeconds;

        const todoColumns = `firm_id, assignee_user_id, applicant_user_id, applicant_name, title,
      business_type, sub_app_route, urgency, status, create_time, finish_time`;
        const todoValues = (firm, assignee, rows) => `${firm}, ${userBase} + 0 + ${assignee},
        ${userBase} + a, '员工' || a,
        '【表单审批】' || CASE n % 5 WHEN 0 THEN '合同审批' WHEN 1 THEN '付款申请'
          WHEN 2 THEN '项目立项' WHEN 3 THEN '费用报销' ELSE '用印申请' END || ' 第 ' || n || ' 号',
        CASE n % 5 WHEN 0 THEN '合同' WHEN 1 THEN '付款' WHEN 2 THEN '立项' WHEN 3 THEN '报销'
          ELSE '用印' END,
        '/xwd/approve', CASE WHEN n % 20 = 0 THEN 'critical' WHEN n % 7 = 0 THEN 'urgent'
          ELSE 'normal' END,
        s, ${isoTime(`${today} - ${twoYears} + n * ${twoYears} / ${rows}`)},
        CASE WHEN s = 0 THEN NULL
          ELSE ${isoTime(`${today} - ${twoYears} + n * ${twoYears} / ${rows} + 3600`)} END`;
        // Status: 15 % pending, 80 % done, 5 % recalled.
        const statusOf = `CASE WHEN ${hash('n', 31)} % 100 < 15 THEN 0
      WHEN ${hash('n', 31)} % 100 < 95 THEN 1 ELSE 2 END`;
        await time(
          `todos (${sizes.todos})`,
          `WITH ${series(sizes.todos)} INSERT INTO todos (${todoColumns})
       SELECT ${todoValues(firmOf('u'), 'u', sizes.todos)} FROM (
         SELECT n, ${ownerOf(11)} AS u, 1 + ${hash('n', 13)} % ${users} AS a, ${statusOf} AS s
         FROM g) x`,
        );
        await time(
          `zhangsan's todos (${zhangsanExtra.todos})`,
          `WITH ${series(zhangsanExtra.todos)} INSERT INTO todos (${todoColumns})
       SELECT ${todoValues(1, `${zhangsan} - ${userBase}`, zhangsanExtra.todos)} FROM (
         SELECT n, 1 + ${hash('n', 17)} % ${users} AS a, ${statusOf} AS s FROM g) x`,
        );

        const messageColumns = `recipient_user_id, firm_id, title, content, sender, send_time, link,
      read_at`;
        // One in five of no firm (shown in every firm); the newest 8 % or so unread.
        const messageValues = (recipient, firm, rows) => `${recipient},
        CASE WHEN n % 5 = 0 THEN NULL ELSE ${firm} END,
        '审批提醒 ' || n, '您有一条新的审批结果，编号 ' || n || '。', '流程中心',
        ${isoTime(`${today} - ${twoYears} + n * ${twoYears} / ${rows}`)}, NULL,
        CASE WHEN n > ${rows} * 0.9 AND n % 5 < 4 THEN NULL
          ELSE ${isoTime(`${today} - ${twoYears} + n * ${twoYears} / ${rows} + 600`)} END`;
        await time(
          `messages (${sizes.messages})`,
          `WITH ${series(sizes.messages)} INSERT INTO messages (${messageColumns})
       SELECT ${messageValues(`${userBase} + u`, firmOf('u'), sizes.messages)} FROM (
         SELECT n, ${ownerOf(21)} AS u FROM g) x`,
        );
        await time(
          `zhangsan's messages (${zhangsanExtra.messages})`,
          `WITH ${series(zhangsanExtra.messages)} INSERT INTO messages (${messageColumns})
       SELECT ${messageValues(zhangsan, 1, zhangsanExtra.messages)} FROM g`,
        );

        const noticeBase = await base('notices');
        // Notice n belongs to firm 1 + n % 30, one in a hundred pinned.
        await time(
          `notices (${sizes.notices})`,
          `WITH ${series(sizes.notices)} INSERT INTO notices (id, firm_id, title, content, publisher,
         publish_time, is_top)
       SELECT ${noticeBase} + n, 1 + n % ${firms}, '关于第 ' || n || ' 期制度更新的通知',
         '各部门：现将第 ' || n || ' 期制度更新印发给你们，请认真遵照执行。', '综合管理部',
         ${isoTime(`${today} - ${twoYears} + n * ${twoYears} / ${sizes.notices}`)},
         CASE WHEN ${hash('n', 41)} % 100 = 0 THEN 1 ELSE 0 END
       FROM g`,
        );
        // Read r: notice 1 + r % N read by its k-th reader (k = r / N), the staff of the notice's firm
        // taken in turn from an offset of the notice's own, so no pair repeats.
        const perFirm = Math.floor(users / firms);
        const reads = Math.min(sizes.noticeReads, sizes.notices * perFirm);
        await time(
          `notice_reads (${reads})`,
          `WITH ${series(reads)} INSERT INTO notice_reads (notice_id, user_id, read_at)
       SELECT ${noticeBase} + m, ${userBase} + 1 + m % ${firms} + ${firms} * ((k + m * 7) % ${perFirm}),
         ${isoTime(`${today} - ${twoYears} + m * ${twoYears} / ${sizes.notices} + 3600 + k * 60`)}
       FROM (SELECT 1 + n % ${sizes.notices} AS m, n / ${sizes.notices} AS k FROM g) x`,
        );

        const calendarBase = await base('calendar_books');
        const groupBase = await base('calendar_book_groups');
        const { groups } = sizes;
        // Group g belongs to firm 1 + g % 30; its owner and five members are staff of that firm.
        const memberOf = (k) => `1 + n % ${firms} + ${firms} * ((n * 13 + ${k}) % ${perFirm})`;
        await time(
          `calendar_book_groups (${groups})`,
          `WITH ${series(groups)} INSERT INTO calendar_book_groups (id, firm_id, owner_id, name,
         description, color, created_at, updated_at, updated_by)
       SELECT ${groupBase} + n, 1 + n % ${firms}, ${userBase} + ${memberOf(0)}, '项目组 ' || n, '',
         '#722ed1', '${at}', '${at}', ${userBase} + ${memberOf(0)} FROM g`,
        );
        // Five members each, fewer in a firm of fewer staff (a smaller SCALE_FACTOR).
        const members = Array.from({ length: Math.min(5, perFirm - 1) }, (_, index) => index + 1);
        await time(
          `calendar_book_group_members (${groups * members.length})`,
          `WITH ${series(groups)} INSERT INTO calendar_book_group_members (group_id, user_id, role)
       ${members
         .map(
           (k) =>
             `SELECT ${groupBase} + n, ${userBase} + ${memberOf(k)}, '${k === 1 ? 'editor' : 'viewer'}' FROM g`,
         )
         .join(' UNION ALL ')}`,
        );
        const calendarColumns =
          'id, firm_id, owner_id, group_id, default_for, name, color, created_at';
        // Calendar ids: each staff's default one (base + u), the groups', then other personal ones.
        await time(
          `calendar_books (${sizes.calendars})`,
          `WITH ${series(users)} INSERT INTO calendar_books (${calendarColumns})
       SELECT ${calendarBase} + n, ${primaryFirm('n')}, ${userBase} + n, NULL, ${userBase} + n,
         '员工' || n || '的日历', '#1677ff', '${at}' FROM g`,
        );
        await target.run(
          `WITH ${series(groups)} INSERT INTO calendar_books (${calendarColumns})
       SELECT ${calendarBase} + ${users} + n, firm_id, owner_id, id, NULL, name, color, '${at}'
       FROM g JOIN calendar_book_groups ON id = ${groupBase} + n`,
        );
        const others = sizes.calendars - users - groups;
        await target.run(
          `WITH ${series(others)} INSERT INTO calendar_books (${calendarColumns})
       SELECT ${calendarBase} + ${users + groups} + n, ${primaryFirm('u')}, ${userBase} + u, NULL,
         NULL, '工作日历 ' || n, '#52c41a', '${at}'
       FROM (SELECT n, 1 + ${hash('n', 51)} % ${users} AS u FROM g) x`,
        );

        const scheduleBase = await base('schedules');
        // Over the 540 days before the run and the 180 after, in working hours, an hour or two each;
        // the creator is the calendar's owner, or for one in five someone else.
        const window = 720 * daySeconds;
        await time(
          `schedules (${sizes.schedules})`,
          `WITH ${series(sizes.schedules)} INSERT INTO schedules (id, calendar_id, title, content,
         location, start_time, end_time, all_day, status, color, creator_id, version, created_at,
         updated_at, updated_by)
       SELECT ${scheduleBase} + n, c.id, '会议 ' || n, '', '会议室 ' || (n % 40),
         ${isoTime('t')}, ${isoTime(`t + 3600 * (1 + n % 2)`)}, 0,
         CASE WHEN n % 33 = 0 THEN 400 ELSE 0 END, '#1677ff',
         CASE WHEN n % 5 = 0 THEN ${userBase} + 1 + ${hash('n', 61)} % ${users} ELSE c.owner_id END,
         1, '${at}', '${at}', c.owner_id
       FROM (SELECT n, ${calendarBase} + 1 + ${hash('n', 63)} % ${sizes.calendars} AS calendar,
           ${today} - 540 * ${daySeconds} + (n * ${window} / ${sizes.schedules}) / ${daySeconds} * ${daySeconds}
             + 3600 * (1 + ${hash('n', 65)} % 9) AS t FROM g) x
       JOIN calendar_books c ON c.id = x.calendar`,
        );
        // A department's calendar is busy: zhangsan's group calendar gets years of meetings.
        const busyCalendar = Number(
          await target.value(
            `SELECT min(id) FROM calendar_books WHERE owner_id = ${zhangsan} AND group_id IS NOT NULL`,
          ),
        );
        await time(
          `zhangsan's group calendar (${zhangsanExtra.groupSchedules})`,
          `WITH ${series(zhangsanExtra.groupSchedules)} INSERT INTO schedules (id, calendar_id, title,
         content, location, start_time, end_time, all_day, status, color, creator_id, version,
         created_at, updated_at, updated_by)
       SELECT ${scheduleBase + sizes.schedules} + n, ${busyCalendar}, '部门例会 ' || n, '',
         '会议室 ' || (n % 40), ${isoTime('t')}, ${isoTime('t + 3600')}, 0, 0, '#722ed1',
         ${zhangsan}, 1, '${at}', '${at}', ${zhangsan}
       FROM (SELECT n, ${today} - 540 * ${daySeconds}
           + (n * ${window} / ${zhangsanExtra.groupSchedules}) / ${daySeconds} * ${daySeconds}
           + 3600 * (1 + n % 9) AS t FROM g) x`,
        );
        // One participant for each of `participants` schedules; the stride is coprime with the count.
        await time(
          `schedule_participants (${sizes.participants})`,
          `WITH ${series(sizes.participants)} INSERT INTO schedule_participants (schedule_id, user_id)
       SELECT ${scheduleBase} + 1 + (n * 7919) % ${sizes.schedules}, ${userBase} + ${ownerOf(71)}
       FROM g`,
        );
      },
      log,
    );
    return { userBase };
  } finally {
    await target.close();
  }
}

/** Statistics for the planner, after the load. */
export async function analyze(target) {
  await target.connect();
  try {
    await target.analyze();
  } finally {
    await target.close();
  }
}

/** Moves a PostgreSQL identity sequence past the ids the generator gave explicitly. */
export async function resetSequences(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const table of [
      'firms',
      'departments',
      'roles',
      'users',
      'notices',
      'calendar_book_groups',
      'calendar_books',
      'schedules',
    ]) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    }
  } finally {
    await client.end();
  }
}
