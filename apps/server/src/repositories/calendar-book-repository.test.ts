import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createCalendarBookGroupRepository } from './calendar-book-group-repository';
import { createCalendarBookRepository } from './calendar-book-repository';

async function demoDatabase() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  return db;
}

/** The viewer's calendars as one OR of owner and member, as it was written first: the reference. */
async function ownAndGroupsByOneOr(db: Kysely<Database>, firmId: number, viewerId: number) {
  const rows = await db
    .selectFrom('calendar_books as c')
    .leftJoin('calendar_book_group_members as m', (join) =>
      join.onRef('m.group_id', '=', 'c.group_id').on('m.user_id', '=', viewerId),
    )
    .select('c.id')
    .where('c.firm_id', '=', firmId)
    .where((eb) => eb.or([eb('c.owner_id', '=', viewerId), eb('m.user_id', 'is not', null)]))
    .orderBy('c.group_id', (order) => order.nullsFirst())
    .orderBy('c.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('listOwnAndGroups', () => {
  it("lists exactly the viewer's own calendars and those of the groups they own or belong to", async () => {
    const db = await demoDatabase();
    const calendarBooks = createCalendarBookRepository(db);
    const groups = createCalendarBookGroupRepository(db);
    const users = await db.selectFrom('users').select(['id', 'username']).execute();
    const firms = (await db.selectFrom('firms').select('id').execute()).map((row) => row.id);
    const now = new Date('2029-12-01T00:00:00.000Z');
    for (const [index, owner] of users.entries()) {
      for (const firmId of firms) {
        await calendarBooks.ensureDefault({
          firmId,
          ownerId: owner.id,
          name: `${owner.username}`,
          color: '#1677ff',
          now,
        });
        // Groups owned, with every other user as a member, and with none.
        for (const [kind, members] of [
          ['shared', users.filter((user) => user.id !== owner.id)],
          ['alone', []],
        ] as const) {
          await groups.create({
            firmId,
            ownerId: owner.id,
            name: `${kind}-${index}-${firmId}`,
            description: '',
            color: '#722ed1',
            members: members.map((user) => ({ userId: user.id, role: 'viewer' })),
            now,
          });
        }
      }
    }

    let compared = 0;
    for (const viewer of users) {
      for (const firmId of firms) {
        const expected = await ownAndGroupsByOneOr(db, firmId, viewer.id);
        const rows = await calendarBooks.listOwnAndGroups(firmId, viewer.id);
        expect(rows.map((row) => row.id)).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(users.length * firms.length * 2);
  });
});

describe('ensureDefault', () => {
  it('creates the default calendar once, and draws no id while it exists', async () => {
    const db = await demoDatabase();
    const calendarBooks = createCalendarBookRepository(db);
    const { ownerId, firmId } = await db
      .selectFrom('calendar_books')
      .select(['owner_id as ownerId', 'firm_id as firmId'])
      .where('default_for', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('calendar_books')
      .where('firm_id', '=', firmId)
      .where('default_for', '=', ownerId)
      .execute();
    const createdAt = '2026-11-27T00:00:00.000Z';
    /** Another calendar of the owner, to read where the ids have got to. */
    const another = async () =>
      (
        await db
          .insertInto('calendar_books')
          .values({
            firm_id: firmId,
            owner_id: ownerId,
            name: 'x',
            color: '#000000',
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const before = await another();
    for (let index = 0; index < 40; index += 1) {
      await calendarBooks.ensureDefault({
        firmId,
        ownerId,
        name: 'default',
        color: '#1677ff',
        now: new Date(createdAt),
      });
    }
    const defaults = await db
      .selectFrom('calendar_books')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('default_for', '=', ownerId)
      .execute();
    expect(defaults).toEqual([{ id: before + 1 }]);
    // The 39 calls that found it drew nothing from PostgreSQL's sequence.
    expect(await another()).toBe(before + 2);
  });
});
