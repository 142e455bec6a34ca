import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../testing/test-database';
import { createDatabase } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

/** A database of the test's own, migrated up to 0012: messages without a firm. */
async function databaseAt0012(): Promise<Kysely<Database>> {
  const database = await createTestDatabase();
  const db = createDatabase(
    loadConfig({ DATABASE_URL: database.url, SHELL_DIST: '/nonexistent' }).database,
  );
  onTestFinished(async () => {
    await db.destroy();
    await database.drop();
  });
  await migrateTo(db, '0012-core-cache-per-session');
  return db;
}

describe('messages of a firm (0013)', () => {
  it('keeps the messages there were, of no firm, so shown in every firm; and back', async () => {
    const db = await databaseAt0012();
    const sentAt = new Date(Date.UTC(2026, 2, 1, 9)).toISOString();
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
        created_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = {
      recipient_user_id: userId,
      title: '密码即将过期',
      content: '请修改密码。',
      sender: '系统通知',
      send_time: sentAt,
      link: null,
      read_at: null,
    };
    await db.insertInto('messages').values(message).execute();

    await migrateToLatest(db);
    expect(await db.selectFrom('messages').select(['title', 'firm_id']).execute()).toEqual([
      { title: '密码即将过期', firm_id: null },
    ]);

    await migrateTo(db, '0012-core-cache-per-session');
    expect(await db.selectFrom('messages').selectAll().execute()).toEqual([
      { id: expect.any(Number), ...message },
    ]);
  });
});
