import type { OrganizationNode } from '@portal/contract';

export type TreeNode = {
  value: string;
  title: string;
  selectable: boolean;
  disabled?: boolean;
  children: TreeNode[];
};

/** The organisation as a tree to pick from: only people can be picked, never the user. */
export function toTreeData(nodes: readonly OrganizationNode[], userId: number): TreeNode[] {
  return nodes.map((node) => ({
    value: node.key,
    title: node.name,
    selectable: node.kind === 'user' && node.id !== userId,
    ...(node.kind === 'user' && node.id === userId ? { disabled: true } : {}),
    children: toTreeData(node.children, userId),
  }));
}

/** The user id of a picked tree value (`user-12`), if it is a person. */
export function userIdOf(value: string | undefined): number | undefined {
  return value?.startsWith('user-') ? Number(value.slice(5)) : undefined;
}
