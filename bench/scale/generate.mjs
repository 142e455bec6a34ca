// A large group's data, generated in the database by set-based SQL on top of the demo seed. Every
// value derives from the row number (a multiplicative hash, then modulo), so two runs on the same
// day make the same rows; times are spread back from the day of the run, so that the current week
// and the newest to-dos are always populated. Whose a row is is drawn by hash too, so that each
// user's rows lie spread over the table as years of inserts leave them, not together on disk.
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { generateCalendars } from './generate-calendars.mjs';
import {
  deriveCounts,
  generateMessages,
  generateNotices,
  generateTodos,
} from './generate-desks.mjs';

/** The figures; SQLite gets `scale: 0.1` of them. */
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
  participants: 3_000_000,
};

/** The heavy staff, the first 1 % of the generated (500 of 50,000): four rows in ten are theirs. */
const heavyShare = 0.01;
/** zhangsan's share of the rows, interleaved with everyone's: 20,000 to-dos and 5,000 messages. */
const zhangsanEvery = { todos: 250, messages: 400 };
const daySeconds = 86_400;
/** The tables the group fills, loaded before their indexes are built. */
const bulkTables = [
  'todos',
  'todo_counts',
  'messages',
  'message_counts',
  'notices',
  'notice_reads',
  'calendar_book_groups',
  'calendar_book_group_members',
  'calendar_books',
  'schedules',
  'schedule_participants',
  'invitation_times',
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

/**
 * A hash of an integer expression in [0, 4294967291), the same in both dialects. Each salt has
 * a multiplier of its own: with one for all, two hashes of a row differed by a constant, and a
 * heavy clerk's to-dos all had the one status their number gave.
 */
const hash = (expression, salt) =>
  `(((CAST(${expression} AS bigint) + ${salt}) * ${2654435761 + salt * 40503}) % 4294967291)`;

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
      // The participants join millions of schedules: in memory, not in batches on disk.
      await client.query(`SET work_mem = '256MB'`);
    },
    run: (statement) => client.query(statement),
    value: async (statement) => Object.values((await client.query(statement)).rows[0])[0],
    hasTable: async (table) =>
      (await client.query('SELECT to_regclass($1) AS found', [table])).rows[0].found !== null,
    /**
     * Runs `load` with the tables' indexes dropped, then builds them again from their own
     * definitions: one sort each instead of millions of insertions. Primary keys go too where no
     * foreign key refers to them (the load makes no duplicate).
     */
    withoutIndexes: async (tables, load, log) => {
      const { rows: indexes } = await client.query(
        `SELECT indexname, indexdef FROM pg_indexes i WHERE tablename = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        [tables],
      );
      const { rows: keys } = await client.query(
        `SELECT conrelid::regclass::text AS "table", conname AS name,
           pg_get_constraintdef(oid) AS definition
         FROM pg_constraint k WHERE contype = 'p' AND conrelid::regclass::text = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.confrelid = k.conrelid)`,
        [tables],
      );
      for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
      for (const key of keys)
        await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
      await load();
      const started = performance.now();
      for (const key of keys) {
        await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
      }
      for (const { indexdef } of indexes) await client.query(indexdef);
      const built = indexes.length + keys.length;
      log(`${built} indexes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
    hasTable: async (table) =>
      db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table) !==
      undefined,
    withoutIndexes: (tables, load) => load(),
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

    const zhangsan = Number(await target.value(`SELECT id FROM users WHERE username = 'zhangsan'`));
    const context = {
      target,
      time,
      series,
      isoTime,
      hash,
      sizes,
      firms,
      users,
      userBase,
      zhangsan,
      at,
      today,
      daySeconds,
      twoYears: 730 * daySeconds,
      heavy: Math.max(1, Math.round(users * heavyShare)),
      perFirm: Math.floor(users / firms),
      primaryFirm,
      // The firm of a row for staff u: the first, or for those in two, either.
      firmOf: (u) => `CASE WHEN ${u} % 10 = 0 AND n % 2 = 0
        THEN ${secondFirm(u)} ELSE ${primaryFirm(u)} END`,
    };
    await target.withoutIndexes(
      bulkTables,
      async () => {
        await generateTodos(context, { zhangsanEvery: zhangsanEvery.todos });
        await generateMessages(context, { zhangsanEvery: zhangsanEvery.messages });
        await deriveCounts(context);
        await generateNotices(context);
        await generateCalendars(context);
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
