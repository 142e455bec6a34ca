import type { BookGroup } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { GroupFields } from '../../repositories/calendar-book-group-repository';
import { isUniqueViolation } from '../../repositories/is-unique-violation';
import type { Caller } from '../../plugins/app/authentication';
import { groupFor, groupNameTaken, toBookGroup } from './group-access';
import { assertUsersInFirm } from './users-in-firm';

type Deps = Pick<Repositories, 'calendarBookGroups' | 'colleagues'>;

/**
 * A new calendar group owned by the caller, with its shared calendar and members of the same
 * firm (POST createBookGroup). Names are unique per firm; the unique key settles a race.
 */
export async function createBookGroup(
  caller: Caller,
  { firmId, now, ...fields }: GroupFields & { firmId?: number; now: Date },
  deps: Deps,
): Promise<BookGroup> {
  const me = await caller.firm(firmId);
  const members = fields.members.filter((member) => member.userId !== caller.userId);
  await assertUsersInFirm(
    me.firmId,
    members.map((member) => member.userId),
    deps.colleagues,
  );
  if (await deps.calendarBookGroups.isNameTaken(me.firmId, fields.name)) {
    throw groupNameTaken(fields.name);
  }
  let id: number;
  try {
    id = await deps.calendarBookGroups.create({
      ...fields,
      members,
      firmId: me.firmId,
      ownerId: caller.userId,
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupNameTaken(fields.name);
    throw error;
  }
  return toBookGroup(await groupFor(caller, id, 'read', deps), caller.userId);
}
