import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CalendarSettingRepository = ReturnType<typeof createCalendarSettingRepository>;

export type CalendarSettingValues = {
  defaultView: 'day' | 'week' | 'month';
  weekStartsOn: 0 | 1;
  dayStartHour: number;
  dayEndHour: number;
};

export function createCalendarSettingRepository(db: Kysely<Database>) {
  return {
    find: (userId: number, firmId: number) =>
      db
        .selectFrom('calendar_settings')
        .select([
          'default_view as defaultView',
          'week_starts_on as weekStartsOn',
          'day_start_hour as dayStartHour',
          'day_end_hour as dayEndHour',
        ])
        .where('user_id', '=', userId)
        .where('firm_id', '=', firmId)
        .executeTakeFirst(),

    save: async (userId: number, firmId: number, values: CalendarSettingValues, now: Date) => {
      const columns = {
        default_view: values.defaultView,
        week_starts_on: values.weekStartsOn,
        day_start_hour: values.dayStartHour,
        day_end_hour: values.dayEndHour,
        updated_at: now.toISOString(),
      };
      await db
        .insertInto('calendar_settings')
        .values({ user_id: userId, firm_id: firmId, ...columns })
        .onConflict((conflict) => conflict.columns(['user_id', 'firm_id']).doUpdateSet(columns))
        .execute();
    },
  };
}
