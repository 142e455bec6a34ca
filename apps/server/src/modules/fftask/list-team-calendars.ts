import type { TeamMemberCalendars } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { toCalendarBook } from './calendar-access';

/**
 * The caller's colleagues (their department, or the whole firm) with their personal calendars
 * (POST pcTeamCalendar). The caller is not listed; colleagues without a calendar yet are, with
 * an empty list.
 */
export async function listTeamCalendars(
  caller: Caller,
  { firmId, scope }: { firmId?: number; scope: 'department' | 'firm' },
  { calendarBooks, colleagues }: Pick<Repositories, 'calendarBooks' | 'colleagues'>,
): Promise<TeamMemberCalendars[]> {
  const me = await caller.firm(firmId);
  const team = (
    await colleagues.list(me.firmId, scope === 'department' ? me.deptId : undefined)
  ).filter((colleague) => colleague.userId !== caller.userId);
  const rows = await calendarBooks.listPersonal(
    me.firmId,
    team.map((colleague) => colleague.userId),
    caller.userId,
  );
  return team.map((colleague) => ({
    userId: colleague.userId,
    userName: colleague.userName,
    deptName: colleague.deptName,
    calendars: rows
      .filter((row) => row.ownerId === colleague.userId)
      .map((row) => toCalendarBook(row, caller.userId)),
  }));
}
