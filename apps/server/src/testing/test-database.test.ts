import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../lib/password-hashing';
import { loadConfig } from '../config';
import { buildTestApp, signIn } from './build-test-app';
import { oncePerDay, seedDay } from './demo-template';
import { createTestDatabase, testDialect } from './test-database';

async function countOf(app: FastifyInstance, table: 'access_tokens' | 'todo_steps') {
  const { count } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('test apps', () => {
  it('run on the database their project names', async () => {
    const app = await buildTestApp();
    const probe =
      testDialect === 'postgres'
        ? sql<{ version: string }>`select version() as version`
        : sql<{ version: string }>`select sqlite_version() as version`;
    const { rows } = await probe.execute(app.db);
    expect(rows[0]?.version).toMatch(testDialect === 'postgres' ? /^PostgreSQL/ : /^3\.\d+/);
  });

  it('start migrated to the latest version, with the demo data and its password', async () => {
    const app = await buildTestApp();
    expect(await migrateToLatest(app.db)).toEqual([]);
    const users = await app.db.selectFrom('users').select('username').execute();
    expect(users.map((user) => user.username)).toEqual(
      expect.arrayContaining(['zhangsan', 'lisi']),
    );
    await expect(signIn(app, 'lisi', 'Portal@2026')).resolves.toMatchObject({
      token: expect.any(String),
    });
    await expect(signIn(app, 'lisi', 'Portal@2027')).rejects.toThrow(/401/);
  });

  it('each get a fresh database of their own', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    await signIn(first);
    expect(await countOf(first, 'access_tokens')).toBe(1);
    expect(await countOf(second, 'access_tokens')).toBe(0);
  });

  it('never see the writes of an app before them: the template stays as seeded', async () => {
    const config = (url: string) =>
      loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', SHELL_DIST: '/nonexistent' });
    const earlier = await createTestDatabase({ demoData: true });
    const db = createDatabase(config(earlier.url).database);
    await db
      .insertInto('firms')
      .values({ firm_no: 'T9', firm_name: 'Written by a test' })
      .execute();
    await db.deleteFrom('todo_steps').execute();
    await db.destroy();
    await earlier.drop();

    const later = await buildTestApp();
    const firms = await later.db.selectFrom('firms').select('firm_no').execute();
    expect(firms.map((firm) => firm.firm_no).sort()).toEqual(['1001', '1002', '1003']);
    expect(await countOf(later, 'todo_steps')).toBeGreaterThan(0);
  });
});

describe('createTestDatabase', () => {
  it('gives an empty database unless asked for the demo data', async () => {
    const empty = await createTestDatabase();
    const db = createDatabase(
      loadConfig({ DATABASE_URL: empty.url, SHELL_DIST: '/nonexistent' }).database,
    );
    try {
      expect(await db.introspection.getTables()).toEqual([]);
      expect((await migrateToLatest(db)).length).toBeGreaterThan(4);
    } finally {
      await db.destroy();
      await empty.drop();
    }
  });
});

describe('the template', () => {
  it('is built once a day: the seed dates its rows from today', async () => {
    let day = '2026-03-01';
    let builds = 0;
    const retired: Promise<number>[] = [];
    const template = oncePerDay(
      async () => (builds += 1),
      (old) => retired.push(old),
      () => day,
    );
    expect(await template()).toBe(1);
    expect(await template()).toBe(1);
    day = '2026-03-02';
    expect(await template()).toBe(2);
    expect(await Promise.all(retired)).toEqual([1]);
  });

  it('turns the day at midnight in China', () => {
    expect(seedDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(seedDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('leaves production hashing alone: a password set in a test costs what it costs live', async () => {
    expect(await hashPassword('Harbour#Lights42')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
