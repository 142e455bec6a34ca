import type { CalendarBook } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { memberWithDefaultCalendar, toCalendarBook } from './calendar-access';

/**
 * Every calendar the caller has in a firm: their personal ones (the default created if
 * missing) and those of the groups they own or belong to (GET loadMyCalendars).
 */
export async function loadMyCalendars(
  caller: Caller,
  request: { firmId?: number; now: Date },
  { calendarBooks }: Pick<Repositories, 'calendarBooks'>,
): Promise<CalendarBook[]> {
  const me = await memberWithDefaultCalendar(caller, request, { calendarBooks });
  const rows = await calendarBooks.listOwnAndGroups(me.firmId, caller.userId);
  return rows.map((row) => toCalendarBook(row, caller.userId));
}
