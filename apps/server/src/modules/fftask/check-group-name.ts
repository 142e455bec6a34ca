import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** Whether a calendar-group name is free in the firm (GET check); names are unique per firm. */
export async function checkGroupName(
  caller: Caller,
  { name, firmId, id }: { name: string; firmId?: number; id?: number },
  { calendarBookGroups }: Pick<Repositories, 'calendarBookGroups'>,
): Promise<{ name: string; isAvailable: boolean }> {
  const me = await caller.firm(firmId);
  return { name, isAvailable: !(await calendarBookGroups.isNameTaken(me.firmId, name, id)) };
}
