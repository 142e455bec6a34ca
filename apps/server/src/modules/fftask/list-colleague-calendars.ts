import { resultCode, type CalendarBook } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { toCalendarBook } from './calendar-access';

/** The personal calendars of one colleague of the same firm (POST pcTeamCalendar/personal). */
export async function listColleagueCalendars(
  caller: Caller,
  { userId, firmId }: { userId: number; firmId?: number },
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBook[]> {
  const me = await caller.firm(firmId);
  // Someone who is not an active colleague in the firm answers as a user that does not exist.
  if (!(await colleagues.find(me.firmId, userId))) {
    throw new AppError(404, resultCode.failure, 'fftask.colleagueNotFound');
  }
  const rows = await calendarBooks.listPersonal(me.firmId, [userId], caller.userId);
  return rows.map((row) => toCalendarBook(row, caller.userId));
}
