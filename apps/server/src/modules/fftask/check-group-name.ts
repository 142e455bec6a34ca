import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveFirm } from './resolve-firm';

/** Whether a calendar-group name is free in the firm (GET check); names are unique per firm. */
export async function checkGroupName(
  caller: Caller,
  { name, firmId, id }: { name: string; firmId?: number; id?: number },
  { calendarBookGroups, colleagues }: Pick<Repositories, 'calendarBookGroups' | 'colleagues'>,
): Promise<{ name: string; isAvailable: boolean }> {
  const me = await resolveFirm(caller, firmId, colleagues);
  return { name, isAvailable: !(await calendarBookGroups.isNameTaken(me.firmId, name, id)) };
}
