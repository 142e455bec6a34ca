import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../testing/test-database';
import { createDatabase } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

/** A database of the test's own, migrated up to 0011: core-cache sessions per user. */
async function databaseAt0011(): Promise<Kysely<Database>> {
  const database = await createTestDatabase();
  const db = createDatabase(
    loadConfig({ DATABASE_URL: database.url, SHELL_DIST: '/nonexistent' }).database,
  );
  onTestFinished(async () => {
    await db.destroy();
    await database.drop();
  });
  await migrateTo(db, '0011-used-id-tokens');
  return db;
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString();

async function insertUser(db: Kysely<Database>) {
  return db
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
      created_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('core-cache sessions per session (0012)', () => {
  it("gives each token of a running session that session's end, and none to the others", async () => {
    const db = await databaseAt0011();
    const { id: userId } = await insertUser(db);
    const token = (hash: string, createdAt: string, revokedAt: string | null = null) =>
      db
        .insertInto('access_tokens')
        .values({
          token_hash: hash.padEnd(64, '0'),
          user_id: userId,
          scope: 'server',
          expires_at: at(59),
          revoked_at: revokedAt,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Issued before the session began: it belonged to an ended one.
    const stale = await token('a', at(1));
    const laptop = await token('b', at(10));
    const phone = await token('c', at(20));
    const signedOut = await token('d', at(30), at(31));
    // The table as 0011 left it, which the schema types no longer describe.
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('core_cache_sessions')
      .values({ user_id: userId, started_at: at(5), renewed_at: at(20), expires_at: at(50) })
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('core_cache_sessions')
      .select(['token_id', 'expires_at', 'renewed_at'])
      .orderBy('token_id')
      .execute();
    expect(rows).toEqual([
      { token_id: laptop.id, expires_at: at(50), renewed_at: at(20) },
      { token_id: phone.id, expires_at: at(50), renewed_at: at(20) },
    ]);
    expect(rows.map((row) => row.token_id)).not.toContain(stale.id);
    expect(rows.map((row) => row.token_id)).not.toContain(signedOut.id);
  });

  it("goes with its token when the token's row is deleted", async () => {
    const db = await databaseAt0011();
    await migrateToLatest(db);
    const { id: userId } = await insertUser(db);
    const { id: tokenId } = await db
      .insertInto('access_tokens')
      .values({
        token_hash: 'e'.repeat(64),
        user_id: userId,
        scope: 'server',
        expires_at: at(59),
        created_at: at(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('core_cache_sessions')
      .values({ token_id: tokenId, expires_at: at(30), renewed_at: at(1) })
      .execute();
    await db.deleteFrom('access_tokens').where('id', '=', tokenId).execute();
    expect(await db.selectFrom('core_cache_sessions').selectAll().execute()).toEqual([]);
  });

  it('goes back to one session per user, the latest end of its tokens', async () => {
    const db = await databaseAt0011();
    await migrateToLatest(db);
    const { id: userId } = await insertUser(db);
    for (const [hash, expiresAt] of [
      ['f', at(40)],
      ['g', at(45)],
    ] as const) {
      const { id: tokenId } = await db
        .insertInto('access_tokens')
        .values({
          token_hash: hash.repeat(64),
          user_id: userId,
          scope: 'server',
          expires_at: at(59),
          created_at: at(hash === 'f' ? 1 : 2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('core_cache_sessions')
        .values({ token_id: tokenId, expires_at: expiresAt, renewed_at: at(3) })
        .execute();
    }

    await migrateTo(db, '0011-used-id-tokens');

    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    expect(await old.selectFrom('core_cache_sessions').selectAll().execute()).toEqual([
      { user_id: userId, expires_at: at(45), renewed_at: at(3), started_at: at(1) },
    ]);
  });
});
