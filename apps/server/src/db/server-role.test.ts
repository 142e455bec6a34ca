import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createAuditRepository } from '../repositories/audit-repository';
import { createAuditShippingRepository } from '../repositories/audit-shipping-repository';
import { type AuditEvent } from '../lib/audit-chain/audit-event';
import { clientAuthorization } from '../testing/build-test-app';
import { prepareDemoTemplate } from '../testing/demo-template';
import { testDialect } from '../testing/test-database';
import { createDatabase } from './database';
import type { Database } from './schema';
import { migrateDatabase } from './server-role';

/** Runs statements on the cluster as its superuser, as a database administrator would. */
async function asAdministrator(statements: string[]) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') ?? '' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database owned by a role of its own, and the server's role beside it, as docs/production.md
 * ("Database roles") has an administrator create them; dropped with the test.
 */
async function databaseWithTwoRoles() {
  const name = (kind: string) =>
    `${inject('postgresDatabasePrefix')}_${kind}_${randomBytes(4).toString('hex')}`;
  const [owner, server, database] = [name('owner'), name('server'), name('roles')];
  await asAdministrator([
    `create role ${owner} login`,
    `create role ${server} login`,
    `create database ${database} owner ${owner}`,
  ]);
  onTestFinished(() =>
    asAdministrator([
      `drop database if exists ${database} with (force)`,
      `drop role if exists ${server}`,
      `drop role if exists ${owner}`,
    ]),
  );
  const urlAs = (role: string) => {
    const url = new URL(inject('postgresUrl') ?? '');
    url.username = role;
    url.pathname = `/${database}`;
    return url.toString();
  };
  const config = loadConfig({
    DATABASE_URL: urlAs(server),
    MIGRATION_DATABASE_URL: urlAs(owner),
  });
  const serverDb = createDatabase(config.database);
  onTestFinished(() => serverDb.destroy());
  return { config, serverDb, server, urlAs, owner };
}

const eventAt = (occurredAt: Date, index: number): AuditEvent => ({
  occurredAt,
  event: 'auth.sign-in',
  result: 'success',
  username: `user${index}`,
  clientAddress: '192.0.2.10',
  userAgent: 'test',
  requestId: `request-${index}`,
});

const purgeContext = (occurredAt: Date) => ({
  occurredAt,
  clientAddress: 'retention',
  userAgent: 'test',
  requestId: 'retention-1',
});

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failureOf(db: Kysely<Database>, statement: string) {
  try {
    await sql.raw(statement).execute(db);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe.runIf(testDialect === 'postgres')('the server’s own database role', () => {
  it('is granted by the migrations’ role, and may only read the trail and append to it', async () => {
    const { config, serverDb, server } = await databaseWithTwoRoles();
    const { applied, grantedTo } = await migrateDatabase(serverDb, config.migrationDatabase);
    expect(applied).toContain('0034-audit-append-only');
    expect(grantedTo).toBe(server);
    // An instance that starts with its own role finds the schema the latest and migrates nothing.
    expect(await migrateDatabase(serverDb, null)).toEqual({ applied: [], grantedTo: null });

    const audit = createAuditRepository(serverDb);
    const longAgo = new Date('2026-01-02T00:00:00.000Z');
    for (let index = 1; index <= 3; index += 1) await audit.append(eventAt(longAgo, index));
    expect(await audit.verify()).toMatchObject({ ok: true, count: 3 });

    const insufficientPrivilege = '42501';
    for (const statement of [
      `update audit_events set result = 'failure' where id = 2`,
      'delete from audit_events where id = 3',
      'truncate audit_events',
      `insert into audit_events (id, occurred_at, event, result, client_address, user_agent,
        request_id, prev_hash, hash) values (4, 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x')`,
      'update audit_chain_head set last_id = 1',
      'truncate audit_chain_head',
      'delete from audit_checkpoints',
      'truncate audit_checkpoints',
      'update audit_retention_floor set days = 1',
      'create table kept_aside (id integer)',
    ]) {
      expect(await failureOf(serverDb, statement), statement).toBe(insufficientPrivilege);
    }
    // The head moves on by one, to a record that follows it, never back.
    const [second] = await serverDb
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '=', 2)
      .execute();
    expect(
      await failureOf(serverDb, `select audit_append('${JSON.stringify(second)}'::jsonb)`),
    ).toBe('P0001');
    // What the application does with its own tables it still does.
    expect(
      await failureOf(serverDb, `insert into firms (firm_no, firm_name) values ('X9', 'Kept')`),
    ).toBeNull();

    // The retention purge, through the owner's function: the records, a checkpoint, its record.
    const now = new Date();
    expect(await audit.purgeBatch(new Date('2026-01-03T00:00:00.000Z'), purgeContext(now))).toEqual(
      { count: 3, upToId: 3, checkpointId: 1 },
    );
    expect(await audit.verify()).toMatchObject({ ok: true, count: 1, checkpoint: { id: 1 } });
  });

  it('notes what an instance that ships the trail owes the collector, and settles it', async () => {
    const { config, serverDb } = await databaseWithTwoRoles();
    await migrateDatabase(serverDb, config.migrationDatabase);
    const audit = createAuditRepository(serverDb, { owedBy: 'portal-1' });
    for (let index = 1; index <= 2; index += 1) await audit.append(eventAt(new Date(), index));
    const shipping = createAuditShippingRepository(serverDb);
    expect((await shipping.owed('portal-1', 0, 10)).map(({ id }) => id)).toEqual([1, 2]);
    await shipping.settle('portal-1', [1, 2]);
    expect(await shipping.owed('portal-1', 0, 10)).toEqual([]);
    expect(await audit.verify()).toMatchObject({ ok: true, count: 2 });
  });

  it('keeps records younger than the database’s floor from the purge, whoever asks', async () => {
    const { config, serverDb } = await databaseWithTwoRoles();
    await migrateDatabase(serverDb, config.migrationDatabase);
    const audit = createAuditRepository(serverDb);
    const now = new Date();
    const lastMonth = new Date(now.getTime() - 30 * 86_400_000);
    for (let index = 1; index <= 2; index += 1) await audit.append(eventAt(lastMonth, index));

    await expect(audit.purgeBatch(now, purgeContext(now))).rejects.toThrow(
      /younger than 180 days are kept/,
    );
    // A checkpoint that does not add up is refused too, before anything is deleted.
    const forged = JSON.stringify({
      id: 1,
      last_purged_id: 2,
      last_purged_hash: 'f'.repeat(64),
      purged_count: 2,
      purged_at: now.toISOString(),
      prev_hash: '0'.repeat(64),
      hash: 'f'.repeat(64),
    });
    expect(await failureOf(serverDb, `select audit_purge('${forged}'::jsonb, '{}'::jsonb)`)).toBe(
      'P0001',
    );
    expect(await audit.verify()).toMatchObject({ ok: true, count: 2, checkpoint: null });
  });

  it('runs the app: sign-ins and refusals recorded, the purge of its own tables', async () => {
    const { config, serverDb, urlAs, owner, server } = await databaseWithTwoRoles();
    await migrateDatabase(serverDb, config.migrationDatabase);
    const ownerDb = createDatabase(loadConfig({ DATABASE_URL: urlAs(owner) }).database);
    onTestFinished(() => ownerDb.destroy());
    await prepareDemoTemplate(ownerDb);
    const app = await buildApp(
      loadConfig({
        DATABASE_URL: urlAs(server),
        PORTAL_DEMO: 'true',
        LOG_LEVEL: 'silent',
        SHELL_DIST: '/nonexistent/portal-shell-dist',
      }),
    );
    onTestFinished(() => app.close());

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: {
        authorization: clientAuthorization,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password&username=zhangsan&password=Portal%402026',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await app.inject({ url: '/api/upms/role/login' })).statusCode).toBe(401);
    expect(await app.auditRefusals.rollUp({ everything: true })).toBe(1);
    expect(await app.retention.runIfDue()).not.toBeNull();

    const events = await serverDb
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .orderBy('id')
      .execute();
    expect(events.map(({ event }) => event)).toEqual(['auth.sign-in', 'access.refused']);
    expect(await app.repositories.audit.verify()).toMatchObject({ ok: true, count: 2 });
  });
});
