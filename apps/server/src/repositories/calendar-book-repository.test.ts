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
