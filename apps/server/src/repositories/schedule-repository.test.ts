import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createScheduleRepository, type WeekQuery } from './schedule-repository';

async function demoDatabase() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  return db;
}

/** The week's query as one OR over every way in, as it was written first: the reference. */
async function overlappingByOneOr(db: Kysely<Database>, query: WeekQuery) {
  const rows = await db
    .selectFrom('schedules as s')
    .innerJoin('calendar_books as c', 'c.id', 's.calendar_id')
    .select('s.id')
    .where('s.start_time', '<', query.end)
    .where('s.end_time', '>', query.start)
    .where((eb) => {
      const inCalendars =
        query.calendarIds.length > 0
          ? eb('s.calendar_id', 'in', [...query.calendarIds])
          : eb.val(false);
      if (!query.invited || query.invited.firmIds.length === 0) return inCalendars;
      const { userId, firmIds } = query.invited;
      return eb.or([
        inCalendars,
        eb.and([
          eb('c.firm_id', 'in', [...firmIds]),
          eb.or([
            eb('s.creator_id', '=', userId),
            eb.exists(
              eb
                .selectFrom('schedule_participants as p')
                .select('p.user_id')
                .whereRef('p.schedule_id', '=', 's.id')
                .where('p.user_id', '=', userId),
            ),
          ]),
        ]),
      ]);
    })
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => row.id);
}

const userIdOf = async (db: Kysely<Database>, username: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

const firmIdOf = async (db: Kysely<Database>, firmNo: string) =>
  (
    await db
      .selectFrom('firms')
      .select('id')
      .where('firm_no', '=', firmNo)
      .executeTakeFirstOrThrow()
  ).id;

describe('listOverlapping', () => {
  it('finds exactly the schedules of the calendars, and those the user created or is invited to in the firms', async () => {
    const db = await demoDatabase();
    const schedules = createScheduleRepository(db);
    const zhangsan = await userIdOf(db, 'zhangsan');
    const lisi = await userIdOf(db, 'lisi');
    const factoring = await firmIdOf(db, '1001');
    const microLoans = await firmIdOf(db, '1002');
    const calendars = (await db.selectFrom('calendar_books').select('id').execute()).map(
      (row) => row.id,
    );
    const week = { start: '2030-01-06T16:00:00.000Z', end: '2030-01-13T16:00:00.000Z' };
    // Inside, spanning the whole week, touching either end from outside, before, after, and
    // as long as a schedule may last (maxScheduleDays): ending that long after the week ends, or
    // starting that long before it begins.
    const spans: [string, string][] = [
      ['2030-01-08T01:00:00.000Z', '2030-01-08T02:00:00.000Z'],
      ['2029-12-20T01:00:00.000Z', '2030-01-20T01:00:00.000Z'],
      ['2030-01-06T15:00:00.000Z', '2030-01-06T16:00:00.000Z'],
      ['2030-01-13T16:00:00.000Z', '2030-01-13T17:00:00.000Z'],
      ['2029-06-01T01:00:00.000Z', '2029-06-01T02:00:00.000Z'],
      ['2030-06-01T01:00:00.000Z', '2030-06-01T02:00:00.000Z'],
      ['2030-01-13T15:59:59.000Z', '2030-02-13T15:59:59.000Z'],
      ['2029-12-06T16:00:01.000Z', '2030-01-06T16:00:01.000Z'],
    ];
    const invitations = [[], [zhangsan], [lisi], [zhangsan, lisi]];
    for (const calendarId of calendars) {
      for (const creatorId of [zhangsan, lisi]) {
        for (const [index, [startTime, endTime]] of spans.entries()) {
          await schedules.create({
            calendarId,
            creatorId,
            title: `${calendarId}-${creatorId}-${index}`,
            content: '',
            location: '',
            startTime,
            endTime,
            allDay: false,
            color: '#1677ff',
            participantIds: (invitations[index % invitations.length] ?? []).filter(
              (id) => id !== creatorId,
            ),
            now: new Date('2029-12-01T00:00:00.000Z'),
          });
        }
      }
    }

    const calendarSets = [[], ...calendars.map((id) => [id]), calendars.slice(0, 2), calendars];
    const invitedSets = [
      null,
      { userId: zhangsan, firmIds: [factoring] },
      { userId: lisi, firmIds: [factoring] },
      { userId: zhangsan, firmIds: [factoring, microLoans] },
      { userId: lisi, firmIds: [microLoans] },
      { userId: zhangsan, firmIds: [] },
    ];
    let compared = 0;
    for (const calendarIds of calendarSets) {
      for (const invited of invitedSets) {
        const query = { viewerId: zhangsan, calendarIds, invited, ...week };
        const expected = await overlappingByOneOr(db, query);
        const rows = await schedules.listOverlapping(query);
        expect(rows.map((row) => row.id)).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
