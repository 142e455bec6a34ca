import type { CalendarPerson } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveCurrentFirm } from './resolve-current-firm';

/** The caller's active colleagues in their current firm, whose calendars they may open. */
export async function listCalendarPeople(
  caller: Caller,
  repositories: Pick<Repositories, 'colleagues' | 'memberships' | 'directory'>,
): Promise<CalendarPerson[]> {
  const { firmId } = await resolveCurrentFirm(caller, repositories);
  const members = await repositories.directory.listMembers(firmId);
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
