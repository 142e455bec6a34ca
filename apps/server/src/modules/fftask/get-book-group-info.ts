import type { BookGroup } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { groupFor, toBookGroup } from './group-access';

/** A calendar group with its members, for its owner and members (GET getBookGroupInfo). */
export async function getBookGroupInfo(
  caller: Caller,
  id: number,
  deps: Pick<Repositories, 'calendarBookGroups' | 'colleagues'>,
): Promise<BookGroup> {
  return toBookGroup(await groupFor(caller, id, 'read', deps), caller.userId);
}
