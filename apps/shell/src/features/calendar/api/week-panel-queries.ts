import type { QueryClient } from '@tanstack/react-query';
import { serverDateOf } from '../calendar-weeks';
import { calendarQueries, type WeekFilter } from './calendar-queries';

/** The most calendars the week panel asks schedules of. */
const panelCalendarLimit = 50;

/** The week panel's schedules: the week of `today` in the caller's first calendars. */
export function weekPanelFilter(
  firmId: number,
  calendars: readonly { id: number }[],
  today: Date,
): WeekFilter {
  return {
    firmId,
    calendarIds: calendars.map((calendar) => calendar.id).slice(0, panelCalendarLimit),
    date: serverDateOf(today),
    includeInvited: true,
  };
}

/** Asks for the caller's calendars, then for this week's schedules in them, into the query cache. */
export async function prefetchWeekPanel(queryClient: QueryClient, firmId: number): Promise<void> {
  const calendars = await queryClient.fetchQuery(calendarQueries.mine(firmId)).catch(() => []);
  const filter = weekPanelFilter(firmId, calendars, new Date());
  if (filter.calendarIds.length > 0) await queryClient.prefetchQuery(calendarQueries.week(filter));
}
