import type { CalendarPerson } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** The caller's active colleagues in their current firm, whose calendars they may open. */
export async function listCalendarPeople(
  caller: Caller,
  { directory }: Pick<Repositories, 'directory'>,
): Promise<CalendarPerson[]> {
  const { firmId } = await caller.currentFirm();
  const members = await directory.listMembers(firmId);
  return members
    .filter((member) => member.userId !== caller.userId)
    .map(({ userId, userName, deptName, employeeNo, avatar }) => ({
      userId,
      userName,
      deptName,
      employeeNo,
      avatar,
    }));
}
