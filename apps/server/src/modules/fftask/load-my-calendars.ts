import type { CalendarBook } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { defaultCalendar, toCalendarBook } from './calendar-access';
import { resolveFirm } from './resolve-firm';

/**
 * Every calendar the caller has in a firm: their personal ones (the default created if
 * missing) and those of the groups they own or belong to (GET loadMyCalendars).
 */
export async function loadMyCalendars(
  caller: Caller,
  { firmId, now }: { firmId?: number; now: Date },
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBook[]> {
  const me = await resolveFirm(caller, firmId, colleagues);
  await calendarBooks.ensureDefault({
    firmId: me.firmId,
    ownerId: caller.userId,
    ...defaultCalendar(me.userName),
    now,
  });
  const rows = await calendarBooks.listOwnAndGroups(me.firmId, caller.userId);
  return rows.map((row) => toCalendarBook(row, caller.userId));
}
