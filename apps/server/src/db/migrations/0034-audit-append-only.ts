import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit trail kept append-only by the database itself (docs/security.md, "Who may write the
// trail"; docs/production.md, "Database roles").
//
// On PostgreSQL the server may run as a role that only reads the audit tables: what it writes, it
// writes through three functions that run with the rights of their owner, the role that ran this
// migration (SECURITY DEFINER), and that check what they are given:
// - audit_take_head(): locks the chain head until the transaction ends and says the next id and
//   the last hash, which the server hashes the record with;
// - audit_append(record): inserts a record that follows the head (the next id, the head's hash as
//   its previous hash) and moves the head to it, by one, never back;
// - audit_purge(checkpoint, record): deletes the oldest records the checkpoint names (the run after
//   the newest checkpoint, all older than the retention floor), inserts the checkpoint, chained to
//   the one before, and appends the `audit.purge` record naming it.
// The floor (`audit_retention_floor`, days) is the owner's: records younger are never purged,
// whoever asks. SQLite has no roles: the file is the boundary there, and the chain shows changes.
//
// Refused calls of no one signed in are counted per client address, minute and reason in
// `access_refusal_tallies` and written to the trail as one record each when the minute is over
// (plugins/app/audit.ts), so that a flood of them does not flood the trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_refusal_tallies')
    /** The minute's start, ISO 8601 in UTC. */
    .addColumn('minute', 'varchar(32)', (column) => column.notNull())
    .addColumn('client_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('reason', 'varchar(128)', (column) => column.notNull())
    .addColumn('refusals', 'integer', (column) => column.notNull())
    .addColumn('first_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_at', 'varchar(32)', (column) => column.notNull())
    /** The first refused request's method and path, user agent and request id. */
    .addColumn('first_request', 'varchar(512)')
    .addColumn('user_agent', 'varchar(512)', (column) => column.notNull())
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addPrimaryKeyConstraint('access_refusal_tallies_key', ['minute', 'client_address', 'reason'])
    .execute();

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = sql.id(rows[0]?.schema ?? 'public');

  await db.schema
    .createTable('audit_retention_floor')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('days', 'integer', (column) => column.notNull().check(sql`days >= 1`))
    .execute();
  // Six months: the least China's Cybersecurity Law (art. 21) asks logs to be kept.
  await sql`insert into audit_retention_floor (id, days) values (1, 180)`.execute(db);

  await sql`
    create function audit_take_head() returns table (next_id bigint, last_hash char(64))
    language sql security definer set search_path = ${schema}, pg_temp
    as $$ select last_id + 1, last_hash from audit_chain_head where id = 1 for update $$`.execute(
    db,
  );

  await sql`
    create function audit_append(record jsonb) returns void
    language plpgsql security definer set search_path = ${schema}, pg_temp
    as $$
    declare
      appended audit_events := jsonb_populate_record(null::audit_events, record);
    begin
      update audit_chain_head set last_id = appended.id, last_hash = appended.hash
        where id = 1 and last_id = appended.id - 1 and last_hash = appended.prev_hash;
      if not found then
        raise exception 'audit record % does not follow the chain head', appended.id
          using errcode = 'P0001';
      end if;
      insert into audit_events select appended.*;
    end $$`.execute(db);

  await sql`
    create function audit_purge(checkpoint jsonb, record jsonb) returns integer
    language plpgsql security definer set search_path = ${schema}, pg_temp
    as $$
    declare
      given audit_checkpoints := jsonb_populate_record(null::audit_checkpoints, checkpoint);
      previous audit_checkpoints;
      first_id bigint;
      floor_days integer;
      youngest varchar;
      deleted integer;
    begin
      select * into previous from audit_checkpoints order by id desc limit 1;
      first_id := coalesce(previous.last_purged_id, 0) + 1;
      if given.id is distinct from coalesce(previous.id, 0) + 1
        or given.prev_hash is distinct from coalesce(previous.hash, repeat('0', 64))
        or given.last_purged_id is null or given.last_purged_id < first_id
        or given.purged_count is distinct from given.last_purged_id - first_id + 1
        or not exists (select 1 from audit_events
          where id = given.last_purged_id and hash = given.last_purged_hash) then
        raise exception 'audit checkpoint % does not follow the newest checkpoint', given.id
          using errcode = 'P0001';
      end if;
      if record->>'event' is distinct from 'audit.purge'
        or record->>'object_type' is distinct from 'audit-checkpoint'
        or record->>'object_id' is distinct from given.id::text then
        raise exception 'a purge appends the audit.purge record of its checkpoint'
          using errcode = 'P0001';
      end if;
      floor_days := coalesce((select days from audit_retention_floor where id = 1), 180);
      select max(occurred_at) into youngest from audit_events
        where id between first_id and given.last_purged_id;
      if youngest >= to_char((now() - make_interval(days => floor_days)) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
        raise exception 'audit records younger than % days are kept (audit_retention_floor)',
          floor_days using errcode = 'P0001';
      end if;
      delete from audit_events where id between first_id and given.last_purged_id;
      get diagnostics deleted = row_count;
      if deleted <> given.purged_count then
        raise exception 'audit checkpoint % names % records, % were there',
          given.id, given.purged_count, deleted using errcode = 'P0001';
      end if;
      insert into audit_checkpoints select given.*;
      perform audit_append(record);
      return deleted;
    end $$`.execute(db);

  // Only the roles granted them (db/server-role.ts) and the owner call them.
  await sql`revoke all on function audit_take_head(), audit_append(jsonb),
    audit_purge(jsonb, jsonb) from public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function audit_purge(jsonb, jsonb)`.execute(db);
    await sql`drop function audit_append(jsonb)`.execute(db);
    await sql`drop function audit_take_head()`.execute(db);
    await db.schema.dropTable('audit_retention_floor').execute();
  }
  await db.schema.dropTable('access_refusal_tallies').execute();
}
