import { maxScheduleDays } from '@portal/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

export type ScheduleFields = {
  title: string;
  content: string;
  location: string;
  /** ISO 8601 in UTC. */
  startTime: string;
  endTime: string;
  allDay: boolean;
  color: string;
  participantIds: number[];
};

export type NewSchedule = ScheduleFields & { calendarId: number; creatorId: number; now: Date };

export type ScheduleSave = ScheduleFields & {
  id: number;
  version: number;
  status: number | undefined;
  editorId: number;
  now: Date;
};

export type ScheduleRow = NonNullable<Awaited<ReturnType<ScheduleRepository['findById']>>>;

export type WeekQuery = {
  /** Who asks: each row says their role in its calendar's group, if any. */
  viewerId: number;
  calendarIds: readonly number[];
  /** Also schedules in these firms this user created or is invited to. */
  invited: { userId: number; firmIds: readonly number[] } | null;
  start: string;
  end: string;
};

const cancelled = 400;

/** No schedule lasts longer (the contract refuses it): one overlapping a week ends by then after. */
const longestScheduleMs = maxScheduleDays * 86_400_000;

/** A lookup of schedule ids in one of the tables that hold a schedule's times. */
type WeekRange = SelectQueryBuilder<Database, 'schedules' | 'invitation_times', { id: number }>;

export function createScheduleRepository(db: Kysely<Database>) {
  const withCalendar = () =>
    db
      .selectFrom('schedules as s')
      .innerJoin('calendar_books as c', 'c.id', 's.calendar_id')
      .innerJoin('users as creator', 'creator.id', 's.creator_id')
      .leftJoin('users as editor', 'editor.id', 's.updated_by')
      .select([
        's.id as id',
        's.calendar_id as calendarId',
        's.title as title',
        's.content as content',
        's.location as location',
        's.start_time as startTime',
        's.end_time as endTime',
        's.all_day as allDay',
        's.status as status',
        's.color as color',
        's.creator_id as creatorId',
        'creator.display_name as creatorName',
        's.version as version',
        's.updated_at as updatedAt',
        'editor.display_name as updatedByName',
        'c.firm_id as firmId',
        'c.owner_id as calendarOwnerId',
        'c.group_id as calendarGroupId',
      ]);

  const insertParticipants = async (
    trx: Kysely<Database>,
    scheduleId: number,
    userIds: readonly number[],
  ) => {
    if (userIds.length === 0) return;
    await trx
      .insertInto('schedule_participants')
      .values(userIds.map((userId) => ({ schedule_id: scheduleId, user_id: userId })))
      .execute();
  };

  return {
    create: (schedule: NewSchedule) =>
      db.transaction().execute(async (trx) => {
        const now = schedule.now.toISOString();
        const { id } = await trx
          .insertInto('schedules')
          .values({
            calendar_id: schedule.calendarId,
            title: schedule.title,
            content: schedule.content,
            location: schedule.location,
            start_time: schedule.startTime,
            end_time: schedule.endTime,
            all_day: schedule.allDay ? 1 : 0,
            status: 0,
            color: schedule.color,
            creator_id: schedule.creatorId,
            created_at: now,
            updated_at: now,
            updated_by: schedule.creatorId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertParticipants(trx, id, schedule.participantIds);
        return id;
      }),

    findById: (id: number) => withCalendar().where('s.id', '=', id).executeTakeFirst(),

    /**
     * Schedules overlapping [start, end) in the calendars, or (if asked) in the firms and
     * created by the user or inviting them. Each way in is its own lookup of ids in one range of
     * an index, its end times bounded on both sides: after the week starts and, as no schedule
     * lasts longer than `maxScheduleDays`, at most that long after it ends (decision 0022).
     */
    listOverlapping: async (query: WeekQuery) => {
      const endsBy = new Date(Date.parse(query.end) + longestScheduleMs).toISOString();
      const inWeek = (way: WeekRange) =>
        way
          .where('end_time', '>', query.start)
          .where('end_time', '<=', endsBy)
          .where('start_time', '<', query.end);
      const ways = [];
      if (query.calendarIds.length > 0) {
        ways.push(
          inWeek(
            db
              .selectFrom('schedules')
              .select('id')
              .where('calendar_id', 'in', [...query.calendarIds]),
          ),
        );
      }
      const invited = query.invited && query.invited.firmIds.length > 0 ? query.invited : null;
      if (invited) {
        ways.push(
          inWeek(db.selectFrom('schedules').select('id').where('creator_id', '=', invited.userId)),
          inWeek(
            db
              .selectFrom('invitation_times')
              .select('schedule_id as id')
              .where('user_id', '=', invited.userId),
          ),
        );
      }
      const [first, ...others] = ways;
      if (!first) return [];
      const ids = others.reduce((union, way) => union.unionAll(way), first);
      let found = withCalendar()
        .leftJoin('calendar_book_group_members as m', (join) =>
          join.onRef('m.group_id', '=', 'c.group_id').on('m.user_id', '=', query.viewerId),
        )
        .select('m.role as viewerRole')
        .where('s.id', 'in', ids);
      // Those the user created or is invited to count in the firms only; the calendars' in any.
      if (invited) {
        found = found.where((eb) =>
          eb.or([
            ...(query.calendarIds.length > 0
              ? [eb('s.calendar_id', 'in', [...query.calendarIds])]
              : []),
            eb('c.firm_id', 'in', [...invited.firmIds]),
          ]),
        );
      }
      return found.orderBy('s.start_time').orderBy('s.id').execute();
    },

    listParticipants: (scheduleIds: readonly number[]) =>
      scheduleIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('schedule_participants as p')
            .innerJoin('users as u', 'u.id', 'p.user_id')
            .select([
              'p.schedule_id as scheduleId',
              'p.user_id as userId',
              'u.display_name as userName',
            ])
            .where('p.schedule_id', 'in', [...scheduleIds])
            .orderBy('p.schedule_id')
            .orderBy('p.user_id')
            .execute(),

    /**
     * Saves the schedule if `version` is current, it is not cancelled and the editor holds a
     * live edit lock on it: one conditional UPDATE, then the participants, in a transaction.
     * False, with nothing written, otherwise.
     */
    saveIfCurrent: (save: ScheduleSave) =>
      db.transaction().execute(async (trx) => {
        const now = save.now.toISOString();
        const result = await trx
          .updateTable('schedules')
          .set((eb) => ({
            title: save.title,
            content: save.content,
            location: save.location,
            start_time: save.startTime,
            end_time: save.endTime,
            all_day: save.allDay ? 1 : 0,
            color: save.color,
            ...(save.status === undefined ? {} : { status: save.status }),
            version: eb('version', '+', 1),
            updated_at: now,
            updated_by: save.editorId,
          }))
          .where('id', '=', save.id)
          .where('version', '=', save.version)
          .where('status', '<>', cancelled)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('edit_locks')
                .select('edit_locks.id')
                .where('edit_locks.resource_type', '=', 'schedule')
                .where('edit_locks.resource_id', '=', save.id)
                .where('edit_locks.holder_id', '=', save.editorId)
                .where('edit_locks.expires_at', '>', now),
            ),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('schedule_participants').where('schedule_id', '=', save.id).execute();
        await insertParticipants(trx, save.id, save.participantIds);
        return true;
      }),

    /**
     * Cancels the schedule unless it is cancelled already or someone else holds a live edit
     * lock on it; false, with nothing written, otherwise.
     */
    cancelIfFree: async (id: number, userId: number, now: Date) => {
      const at = now.toISOString();
      const result = await db
        .updateTable('schedules')
        .set((eb) => ({
          status: cancelled,
          version: eb('version', '+', 1),
          updated_at: at,
          updated_by: userId,
        }))
        .where('id', '=', id)
        .where('status', '<>', cancelled)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('edit_locks')
                .select('edit_locks.id')
                .where('edit_locks.resource_type', '=', 'schedule')
                .where('edit_locks.resource_id', '=', id)
                .where('edit_locks.holder_id', '<>', userId)
                .where('edit_locks.expires_at', '>', at),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When each user is busy in [start, end): schedules not cancelled they create or attend. */
    listBusy: (query: {
      firmId: number;
      userIds: readonly number[];
      start: string;
      end: string;
      excludeId: number | undefined;
    }) => {
      const overlapping = (userColumn: 's.creator_id' | 'p.user_id') =>
        db
          .selectFrom('schedules as s')
          .innerJoin('calendar_books as c', 'c.id', 's.calendar_id')
          .leftJoin('schedule_participants as p', 'p.schedule_id', 's.id')
          .select([
            `${userColumn} as userId`,
            's.id as id',
            's.start_time as startTime',
            's.end_time as endTime',
          ])
          .where('c.firm_id', '=', query.firmId)
          .where('s.status', '<>', cancelled)
          .where('s.start_time', '<', query.end)
          .where('s.end_time', '>', query.start)
          .where(userColumn, 'in', [...query.userIds])
          .where('s.id', '<>', query.excludeId ?? 0);
      return overlapping('s.creator_id')
        .union(overlapping('p.user_id'))
        .orderBy('userId')
        .orderBy('startTime')
        .execute();
    },
  };
}
