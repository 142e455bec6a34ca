import { resultCode, type CalendarBook } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { toCalendarBook } from './calendar-access';
import { resolveFirm } from './resolve-firm';

/** The personal calendars of one colleague of the same firm (POST pcTeamCalendar/personal). */
export async function listColleagueCalendars(
  caller: Caller,
  { userId, firmId }: { userId: number; firmId?: number },
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBook[]> {
  const me = await resolveFirm(caller, firmId, colleagues);
  if (!(await colleagues.find(me.firmId, userId))) {
    throw new AppError(403, resultCode.failure, 'fftask.notColleague');
  }
  const rows = await calendarBooks.listPersonal(me.firmId, [userId], caller.userId);
  return rows.map((row) => toCalendarBook(row, caller.userId));
}
