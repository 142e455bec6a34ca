import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { e2eDatabaseFile } from './environment';

/**
 * Writes straight into the e2e server's SQLite database (WAL mode, so beside the running
 * server) what no API call creates: a to-do arriving from another system, a message.
 */
function withDatabase<T>(act: (database: DatabaseSync) => T): T {
  const database = new DatabaseSync(e2eDatabaseFile);
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    return act(database);
  } finally {
    database.close();
  }
}

function userId(database: DatabaseSync, username: string): number {
  const row = database.prepare('SELECT id FROM users WHERE username = ?').get(username);
  if (!row) throw new Error(`No user ${username}`);
  return Number(row.id);
}

function firmId(database: DatabaseSync, firmNo: string): number {
  const row = database.prepare('SELECT id FROM firms WHERE firm_no = ?').get(firmNo);
  if (!row) throw new Error(`No firm ${firmNo}`);
  return Number(row.id);
}

export type NewTodo = {
  /** The user who handles it. */
  assignee: string;
  firmNo?: string;
  title: string;
  subApp: string;
  applicant?: string;
  businessType?: string;
};

/** A pending to-do for `assignee`, newer than every other; returns its id. */
export function insertTodo({
  assignee,
  firmNo = '1001',
  title,
  subApp,
  applicant = '王五',
  businessType = '授信审批',
}: NewTodo): number {
  return withDatabase((database) => {
    const now = new Date().toISOString();
    const result = database
      .prepare(
        `INSERT INTO todos (firm_id, assignee_user_id, applicant_user_id, applicant_name, title,
           business_type, sub_app_route, urgency, status, create_time)
         VALUES (?, ?, NULL, ?, ?, ?, ?, 'urgent', 0, ?)`,
      )
      .run(
        firmId(database, firmNo),
        userId(database, assignee),
        applicant,
        title,
        businessType,
        subApp,
        now,
      );
    const todoId = Number(result.lastInsertRowid);
    database
      .prepare(
        `INSERT INTO todo_steps (todo_id, seq, step_name, handler_name, status, handled_time, comment)
         VALUES (?, 1, '提交申请', ?, 'submitted', ?, NULL)`,
      )
      .run(todoId, applicant, now);
    return todoId;
  });
}

/** An unread message to `recipient`; returns its id. */
export function insertMessage({
  recipient,
  title,
  content = '',
  sender = '系统通知',
}: {
  recipient: string;
  title: string;
  content?: string;
  sender?: string;
}): number {
  return withDatabase((database) => {
    const result = database
      .prepare(
        `INSERT INTO messages (recipient_user_id, title, content, sender, send_time, link, read_at)
         VALUES (?, ?, ?, ?, ?, NULL, NULL)`,
      )
      .run(userId(database, recipient), title, content, sender, new Date().toISOString());
    return Number(result.lastInsertRowid);
  });
}

type Value = string | number | null;

/**
 * Runs one statement on the database of a server's DATABASE_URL, SQLite or PostgreSQL, beside the
 * running server; parameters are written $1, $2… as PostgreSQL writes them. Returns the rows.
 */
async function runStatement(
  databaseUrl: string,
  statement: string,
  values: Value[] = [],
): Promise<Record<string, unknown>[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = new DatabaseSync(databaseUrl.slice('sqlite:'.length));
    try {
      database.exec('PRAGMA busy_timeout = 5000');
      return database.prepare(statement.replace(/\$(\d+)/g, '?$1')).all(...values);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Changes a recorded security event behind the server's back, as someone with write access to
 * the database could: the user agent of audit record `id`. Its hash no longer matches.
 */
export async function alterAuditRecord(databaseUrl: string, id: number, userAgent: string) {
  const changed = await runStatement(
    databaseUrl,
    'UPDATE audit_events SET user_agent = $1 WHERE id = $2 RETURNING id',
    [userAgent, id],
  );
  if (changed.length !== 1) throw new Error(`No audit record ${id}`);
}

/**
 * A menu entry of a role that opens a sub-app's page, written behind the server's back, as
 * someone with write access to the database could (the menus page refuses it for a duty's role).
 */
export async function plantSubAppMenuEntry(
  databaseUrl: string,
  entry: { roleNo: string; name: string; label: string; route: string; page: string },
) {
  const [role] = await runStatement(
    databaseUrl,
    'SELECT id, firm_id FROM roles WHERE role_no = $1',
    [entry.roleNo],
  );
  if (!role) throw new Error(`No role ${entry.roleNo}`);
  const [menu] = await runStatement(
    databaseUrl,
    `INSERT INTO menus (firm_id, parent_id, kind, sort, name, label, icon, path, href, query,
       sub_route, meta, cached, is_super_url)
     VALUES ($1, NULL, 'menu', 99, $2, $3, 'team', $4, '', '{}', $5,
       '{"keepAlive":true,"isTab":true,"isAuth":true}', 0, 0)
     RETURNING id`,
    [Number(role.firm_id), entry.name, entry.label, `/${entry.route}/${entry.page}`, entry.route],
  );
  await runStatement(databaseUrl, 'INSERT INTO role_menus (role_id, menu_id) VALUES ($1, $2)', [
    Number(role.id),
    Number(menu?.id),
  ]);
}

/**
 * Registers an app in micro-app isolation straight in the registry, as an operator would in SQL
 * (docs/sub-apps.md, "Adding a route in SQL"): what four eyes approved, without the ceremony.
 */
export async function plantRegistryEntry(
  databaseUrl: string,
  entry: { route: string; name: string; url: string; title: string; scopes: string[] },
) {
  await runStatement(
    databaseUrl,
    `INSERT INTO sub_apps (route, position, name, url, dev_url, title_zh, title_en, isolation,
       scopes, prefetch, updated_at)
     VALUES ($1, 900, $2, $3, NULL, $4, $4, 'micro-app', $5, 0, $6)`,
    [
      entry.route,
      entry.name,
      entry.url,
      entry.title,
      JSON.stringify(entry.scopes),
      new Date().toISOString(),
    ],
  );
}

/** An account a test made for itself: its name and password, to sign in with. */
export type ThrowawayAccount = { username: string; password: string; displayName: string };

/**
 * A new account for one test, made like a demo user (its password, firms, departments and roles)
 * under a name of its own, written beside the running server: what a test does to it (a second
 * factor added or reset, an account locked) reaches no other test.
 */
export async function addAccountLike(
  databaseUrl: string,
  like: { username: string; password: string },
  { username, displayName }: { username: string; displayName: string },
): Promise<ThrowawayAccount> {
  const [created] = await runStatement(
    databaseUrl,
    `INSERT INTO users (username, display_name, employee_no, password_hash, avatar, group_id,
       group_name, system_id, system_name, status, created_at, password_changed_at)
     SELECT CAST($1 AS VARCHAR(64)), CAST($2 AS VARCHAR(64)), employee_no, password_hash, avatar,
       group_id, group_name, system_id, system_name, status, created_at, password_changed_at
     FROM users WHERE username = $3
     RETURNING id`,
    [username, displayName, like.username],
  );
  if (!created) throw new Error(`No user ${like.username}`);
  const id = Number(created.id);
  const source = '(SELECT id FROM users WHERE username = $2)';
  await runStatement(
    databaseUrl,
    `INSERT INTO user_firms (user_id, firm_id, dept_id, bu_dept_id)
     SELECT CAST($1 AS INTEGER), firm_id, dept_id, bu_dept_id
     FROM user_firms WHERE user_id = ${source}`,
    [id, like.username],
  );
  await runStatement(
    databaseUrl,
    `INSERT INTO user_roles (user_id, role_id)
     SELECT CAST($1 AS INTEGER), role_id FROM user_roles WHERE user_id = ${source}`,
    [id, like.username],
  );
  return { username, password: like.password, displayName };
}
