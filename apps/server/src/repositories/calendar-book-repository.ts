import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CalendarBookRepository = ReturnType<typeof createCalendarBookRepository>;

/** A calendar as one viewer sees it: with their own colour and their role in its group. */
export type CalendarBookRow = {
  id: number;
  firmId: number;
  ownerId: number;
  ownerName: string;
  groupId: number | null;
  defaultFor: number | null;
  name: string;
  color: string;
  viewerColor: string | null;
  viewerRole: string | null;
};

export type NewDefaultCalendar = {
  firmId: number;
  ownerId: number;
  name: string;
  color: string;
  now: Date;
};

export function createCalendarBookRepository(db: Kysely<Database>) {
  const asSeenBy = (viewerId: number) =>
    db
      .selectFrom('calendar_books as c')
      .innerJoin('users as o', 'o.id', 'c.owner_id')
      .leftJoin('calendar_colors as cc', (join) =>
        join.onRef('cc.calendar_id', '=', 'c.id').on('cc.user_id', '=', viewerId),
      )
      .leftJoin('calendar_book_group_members as m', (join) =>
        join.onRef('m.group_id', '=', 'c.group_id').on('m.user_id', '=', viewerId),
      )
      .select([
        'c.id as id',
        'c.firm_id as firmId',
        'c.owner_id as ownerId',
        'o.display_name as ownerName',
        'c.group_id as groupId',
        'c.default_for as defaultFor',
        'c.name as name',
        'c.color as color',
        'cc.color as viewerColor',
        'm.role as viewerRole',
      ]);

  return {
    /**
     * Creates the owner's default personal calendar unless it exists; safe under races. Looks
     * first: on PostgreSQL an INSERT that ends in ON CONFLICT DO NOTHING still draws an id from
     * the sequence, on every call (the calendar screens make it on each load), and every 32nd
     * draw is written to the WAL, so that its commit waits for a flush to disk.
     */
    ensureDefault: async (calendar: NewDefaultCalendar) => {
      const existing = await db
        .selectFrom('calendar_books')
        .select('id')
        .where('firm_id', '=', calendar.firmId)
        .where('default_for', '=', calendar.ownerId)
        .executeTakeFirst();
      if (existing) return;
      await db
        .insertInto('calendar_books')
        .values({
          firm_id: calendar.firmId,
          owner_id: calendar.ownerId,
          group_id: null,
          default_for: calendar.ownerId,
          name: calendar.name,
          color: calendar.color,
          created_at: calendar.now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['firm_id', 'default_for']).doNothing())
        .execute();
    },

    findById: (id: number, viewerId: number): Promise<CalendarBookRow | undefined> =>
      asSeenBy(viewerId).where('c.id', '=', id).executeTakeFirst(),

    findByIds: (ids: readonly number[], viewerId: number): Promise<CalendarBookRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : asSeenBy(viewerId)
            .where('c.id', 'in', [...ids])
            .orderBy('c.id')
            .execute(),

    /** Personal calendars of some users in a firm. */
    listPersonal: (
      firmId: number,
      ownerIds: readonly number[],
      viewerId: number,
    ): Promise<CalendarBookRow[]> =>
      ownerIds.length === 0
        ? Promise.resolve([])
        : asSeenBy(viewerId)
            .where('c.firm_id', '=', firmId)
            .where('c.group_id', 'is', null)
            .where('c.owner_id', 'in', [...ownerIds])
            .orderBy('c.owner_id')
            .orderBy('c.id')
            .execute(),

    /**
     * The viewer's personal calendars and those of the groups they own or belong to: the ids
     * looked up by owner and by member apart, as an OR of the two read every calendar of the firm.
     */
    listOwnAndGroups: (firmId: number, viewerId: number): Promise<CalendarBookRow[]> =>
      asSeenBy(viewerId)
        .where('c.firm_id', '=', firmId)
        .where('c.id', 'in', (eb) =>
          eb
            .selectFrom('calendar_books as own')
            .select('own.id')
            .where('own.owner_id', '=', viewerId)
            .where('own.firm_id', '=', firmId)
            .unionAll(
              eb
                .selectFrom('calendar_book_group_members as member')
                .innerJoin('calendar_books as shared', 'shared.group_id', 'member.group_id')
                .select('shared.id')
                .where('member.user_id', '=', viewerId)
                .where('shared.firm_id', '=', firmId),
            ),
        )
        .orderBy('c.group_id', (order) => order.nullsFirst())
        .orderBy('c.id')
        .execute(),

    setColor: async (userId: number, calendarId: number, color: string) => {
      await db
        .insertInto('calendar_colors')
        .values({ user_id: userId, calendar_id: calendarId, color })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'calendar_id']).doUpdateSet({ color }),
        )
        .execute();
    },
  };
}
