import { resultCode, type CalendarBook } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { CalendarBookRow } from '../../repositories/calendar-book-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { assertInFirm, resolveFirm, type FirmMembership } from './resolve-firm';

// Who may do what with a calendar, for a viewer who is a member of its firm:
// - a personal calendar: every colleague of the firm reads it (the team calendar); its owner
//   writes it;
// - a group calendar: the owner and members read it; the owner and editors write it.

export const canReadCalendar = (row: CalendarBookRow, viewerId: number) =>
  row.groupId === null || row.ownerId === viewerId || row.viewerRole !== null;

export const canWriteCalendar = (row: CalendarBookRow, viewerId: number) =>
  row.ownerId === viewerId || row.viewerRole === 'editor';

export function toCalendarBook(row: CalendarBookRow, viewerId: number): CalendarBook {
  return {
    id: row.id,
    firmId: row.firmId,
    name: row.name,
    kind: row.groupId === null ? 'personal' : 'group',
    groupId: row.groupId,
    owner: { userId: row.ownerId, userName: row.ownerName },
    color: row.viewerColor ?? row.color,
    isDefault: row.defaultFor !== null,
    canWrite: canWriteCalendar(row, viewerId),
  };
}

type Access = 'read' | 'write';

/** The calendar if the caller may read (or write) it: 404 unknown, 403 otherwise. */
export async function calendarFor(
  caller: Caller,
  calendarId: number,
  access: Access,
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<CalendarBookRow> {
  const row = await calendarBooks.findById(calendarId, caller.userId);
  if (!row) throw new AppError(404, resultCode.failure, 'fftask.calendarNotFound');
  await assertInFirm(caller, row.firmId, colleagues);
  if (access === 'read' && !canReadCalendar(row, caller.userId)) {
    throw new AppError(403, resultCode.failure, 'fftask.calendarForbidden');
  }
  if (access === 'write' && !canWriteCalendar(row, caller.userId)) {
    throw new AppError(403, resultCode.failure, 'fftask.calendarNotWritable');
  }
  return row;
}

/**
 * The caller's place in the firm a calendar call is about, with their default personal calendar
 * created on first use.
 */
export async function memberWithDefaultCalendar(
  caller: Caller,
  { firmId, now }: { firmId?: number; now: Date },
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<FirmMembership> {
  const me = await resolveFirm(caller, firmId, colleagues);
  await calendarBooks.ensureDefault({
    firmId: me.firmId,
    ownerId: caller.userId,
    name: `${me.userName}的日历`,
    color: '#1677ff',
    now,
  });
  return me;
}
