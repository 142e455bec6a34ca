import type { BookGroup } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { GroupFields } from '../../repositories/calendar-book-group-repository';
import { isUniqueViolation } from '../../repositories/is-unique-violation';
import type { Caller } from '../../plugins/app/authentication';
import { explainRefusedSave } from './edit-lock';
import { groupFor, groupNameTaken, toBookGroup } from './group-access';
import { assertUsersInFirm } from './users-in-firm';

type Deps = Pick<Repositories, 'calendarBookGroups' | 'colleagues' | 'editLocks'>;

/**
 * Saves a calendar group (POST modifyBookGroup): only with a live edit lock and the current
 * version, checked by one conditional UPDATE; a refused save writes nothing and says why.
 */
export async function modifyBookGroup(
  caller: Caller,
  { id, version, now, ...fields }: GroupFields & { id: number; version: number; now: Date },
  deps: Deps,
): Promise<BookGroup> {
  const current = await groupFor(caller, id, 'edit', deps);
  const members = fields.members.filter((member) => member.userId !== current.ownerId);
  await assertUsersInFirm(
    current.firmId,
    members.map((member) => member.userId),
    deps.colleagues,
  );
  if (await deps.calendarBookGroups.isNameTaken(current.firmId, fields.name, id)) {
    throw groupNameTaken(fields.name);
  }
  let isSaved: boolean;
  try {
    isSaved = await deps.calendarBookGroups.saveIfCurrent({
      ...fields,
      members,
      id,
      version,
      editorId: caller.userId,
      now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupNameTaken(fields.name);
    throw error;
  }
  if (!isSaved) {
    const latest = (await deps.calendarBookGroups.findById(id)) ?? current;
    throw await explainRefusedSave(
      { type: 'bookGroup', id },
      caller,
      now,
      latest,
      version,
      deps.editLocks,
    );
  }
  return toBookGroup(await groupFor(caller, id, 'read', deps), caller.userId);
}
