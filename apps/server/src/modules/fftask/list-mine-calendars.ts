import type { CalendarBook } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { memberWithDefaultCalendar, toCalendarBook } from './calendar-access';

/**
 * The caller's personal calendars in a firm (POST pcMineCalendar/new), creating the default
 * one on the first call.
 */
export async function listMineCalendars(
  caller: Caller,
  request: { firmId?: number; now: Date },
  { calendarBooks }: Pick<Repositories, 'calendarBooks'>,
): Promise<CalendarBook[]> {
  const me = await memberWithDefaultCalendar(caller, request, { calendarBooks });
  const rows = await calendarBooks.listPersonal(me.firmId, [caller.userId], caller.userId);
  return rows.map((row) => toCalendarBook(row, caller.userId));
}
