import { resultCode, type CalendarBook } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { CalendarBookRow } from '../../repositories/calendar-book-repository';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller, FirmMembership } from '../../plugins/app/authentication';

// Who may do what with a calendar, for a viewer who is a member of its firm:
// - a personal calendar: every colleague of the firm reads it (the team calendar); its owner
//   writes it;
// - a group calendar: the owner and members read it; the owner and editors write it.

export const canReadCalendar = (row: CalendarBookRow, viewerId: number) =>
  row.groupId === null || row.ownerId === viewerId || row.viewerRole !== null;

export const canWriteCalendar = (
  row: Pick<CalendarBookRow, 'ownerId' | 'viewerRole'>,
  viewerId: number,
) => row.ownerId === viewerId || row.viewerRole === 'editor';

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

/**
 * The calendar if the caller may read it (and write it, for 'write'). One the caller may not read
 * (of a firm they are not in, or a group they are not in) answers 404 exactly as one that does
 * not exist; one they may read but not write, 403.
 */
export async function calendarFor(
  caller: Caller,
  calendarId: number,
  access: Access,
  { calendarBooks }: Pick<Repositories, 'calendarBooks'>,
): Promise<CalendarBookRow> {
  const row = await calendarBooks.findById(calendarId, caller.userId);
  const isVisible =
    row !== undefined &&
    (await caller.isMemberOf(row.firmId)) &&
    canReadCalendar(row, caller.userId);
  if (!row || !isVisible) throw new AppError(404, resultCode.failure, 'fftask.calendarNotFound');
  if (access === 'write' && !canWriteCalendar(row, caller.userId)) {
    throw new AppError(403, resultCode.failure, 'fftask.calendarNotWritable');
  }
  return row;
}

/**
 * The calendars if the caller may read every one, in the order asked, in one query; else 404 as
 * `calendarFor` answers the first it may not read.
 */
export async function readableCalendars(
  caller: Caller,
  calendarIds: readonly number[],
  { calendarBooks }: Pick<Repositories, 'calendarBooks'>,
): Promise<CalendarBookRow[]> {
  const rows = new Map(
    (await calendarBooks.findByIds(calendarIds, caller.userId)).map((row) => [row.id, row]),
  );
  const isMemberOfFirm = new Map<number, boolean>();
  const readable = [];
  for (const calendarId of calendarIds) {
    const row = rows.get(calendarId);
    if (row && !isMemberOfFirm.has(row.firmId)) {
      isMemberOfFirm.set(row.firmId, await caller.isMemberOf(row.firmId));
    }
    if (!row || !isMemberOfFirm.get(row.firmId) || !canReadCalendar(row, caller.userId)) {
      throw new AppError(404, resultCode.failure, 'fftask.calendarNotFound');
    }
    readable.push(row);
  }
  return readable;
}

/**
 * The caller's place in the firm a calendar call is about, with their default personal calendar
 * created on first use.
 */
export async function memberWithDefaultCalendar(
  caller: Caller,
  { firmId, now }: { firmId?: number; now: Date },
  { calendarBooks }: Pick<Repositories, 'calendarBooks'>,
): Promise<FirmMembership> {
  const me = await caller.firm(firmId);
  await calendarBooks.ensureDefault({
    firmId: me.firmId,
    ownerId: caller.userId,
    name: `${me.userName}的日历`,
    color: '#1677ff',
    now,
  });
  return me;
}
