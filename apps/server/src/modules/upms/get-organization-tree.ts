import type { OrganizationNode, OrganizationTreeRequest } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/**
 * A firm's organisation for picking schedule participants: business units, their departments,
 * and the active users of each. The firm is the one asked for (one of the caller's own, else
 * 404) or the caller's current firm.
 */
export async function getOrganizationTree(
  caller: Caller,
  { firmId: askedFirmId }: OrganizationTreeRequest,
  { directory }: Pick<Repositories, 'directory'>,
): Promise<OrganizationNode[]> {
  const { firmId } = await caller.firm(askedFirmId);
  const [departments, members] = await Promise.all([
    directory.listDepartments(firmId),
    directory.listMembers(firmId),
  ]);

  const nodes = new Map<number, OrganizationNode>();
  for (const department of departments) {
    nodes.set(department.id, {
      key: `dept-${department.id}`,
      kind: department.parent_id === null ? 'unit' : 'department',
      id: department.id,
      name: department.dept_name,
      code: department.dept_no,
      children: [],
    });
  }
  for (const member of members) {
    nodes.get(member.deptId)?.children.push({
      key: `user-${member.userId}`,
      kind: 'user',
      id: member.userId,
      name: member.userName,
      code: member.employeeNo,
      children: [],
    });
  }
  const roots: OrganizationNode[] = [];
  for (const department of departments) {
    const node = nodes.get(department.id);
    if (!node) continue;
    const parent = department.parent_id === null ? undefined : nodes.get(department.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
