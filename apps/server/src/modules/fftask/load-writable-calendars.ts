import type { CalendarBook } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { loadMyCalendars } from './load-my-calendars';

/** The calendars the caller may create schedules in (GET loadAbleCreateScheduleCalendars). */
export async function loadWritableCalendars(
  caller: Caller,
  options: { firmId?: number; now: Date },
  deps: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBook[]> {
  return (await loadMyCalendars(caller, options, deps)).filter((calendar) => calendar.canWrite);
}
