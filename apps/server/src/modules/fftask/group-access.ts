import { resultCode, type BookGroup } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

// A calendar group is read by its owner and members, and changed by its owner and editors. One
// the caller may not read answers 404 exactly as one that does not exist; one they may read but
// not change, 403.

type Deps = Pick<Repositories, 'calendarBookGroups'>;

export type GroupRow = NonNullable<
  Awaited<ReturnType<Repositories['calendarBookGroups']['findById']>>
>;
type Member = { userId: number; userName: string; role: string };
export type GroupWithMembers = GroupRow & { members: Member[] };

const canEdit = (group: GroupWithMembers, userId: number) =>
  group.ownerId === userId ||
  group.members.some((member) => member.userId === userId && member.role === 'editor');

export async function groupFor(
  caller: Caller,
  id: number,
  access: 'read' | 'edit',
  { calendarBookGroups }: Deps,
): Promise<GroupWithMembers> {
  const notFound = () => new AppError(404, resultCode.failure, 'fftask.groupNotFound');
  const row = await calendarBookGroups.findById(id);
  if (!row || !(await caller.isMemberOf(row.firmId))) throw notFound();
  const group = { ...row, members: await calendarBookGroups.listMembers(id) };
  const isMember =
    group.ownerId === caller.userId || group.members.some((m) => m.userId === caller.userId);
  if (!isMember) throw notFound();
  if (access === 'edit' && !canEdit(group, caller.userId)) {
    throw new AppError(403, resultCode.failure, 'fftask.groupEditForbidden');
  }
  return group;
}

export function toBookGroup(group: GroupWithMembers, viewerId: number): BookGroup {
  return {
    id: group.id,
    firmId: group.firmId,
    name: group.name,
    description: group.description,
    color: group.color,
    owner: { userId: group.ownerId, userName: group.ownerName },
    members: group.members.map((member) => ({
      userId: member.userId,
      userName: member.userName,
      role: member.role === 'editor' ? 'editor' : 'viewer',
    })),
    calendarId: group.calendarId,
    version: group.version,
    canEdit: canEdit(group, viewerId),
  };
}

export const groupNameTaken = (name: string) =>
  new AppError(409, resultCode.failure, 'fftask.groupNameTaken', { name });
