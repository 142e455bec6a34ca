import type { CalendarBook } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { calendarFor, toCalendarBook } from './calendar-access';

/**
 * The caller's own colour for a calendar they may read (POST changeColor). Others keep
 * theirs: it changes how the calendar looks to the caller only.
 */
export async function changeCalendarColor(
  caller: Caller,
  { calendarId, color }: { calendarId: number; color: string },
  deps: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBook> {
  await calendarFor(caller, calendarId, 'read', deps);
  await deps.calendarBooks.setColor(caller.userId, calendarId, color);
  const row = await calendarFor(caller, calendarId, 'read', deps);
  return toCalendarBook(row, caller.userId);
}
