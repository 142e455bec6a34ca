import type { AdminMenuNode } from '@portal/contract';

/** The sub-route whose entry the shell leaves out of the menu (spec §6); its pages stay open. */
const hiddenSubRoute = 'kpi';

/** An entry the menu never shows, whatever its grants (the kpi entry). */
export const isHiddenEntry = (node: Pick<AdminMenuNode, 'subRoute'>) =>
  node.subRoute === hiddenSubRoute;

/** A section opens nothing: it holds entries. */
export const isSectionNode = (node: Pick<AdminMenuNode, 'path' | 'href'>) =>
  node.path === '' && node.href === '';

/** A node with its entries, in display order. */
export type AdminTreeNode = AdminMenuNode & { children: AdminTreeNode[] };

/** The tree of one menu of the firm; the nodes arrive with each parent before its children. */
export function adminTree(nodes: readonly AdminMenuNode[], kind: string): AdminTreeNode[] {
  const byId = new Map<number, AdminTreeNode>();
  const roots: AdminTreeNode[] = [];
  for (const node of nodes) {
    if (node.kind !== kind) continue;
    const treeNode: AdminTreeNode = { ...node, children: [] };
    byId.set(node.id, treeNode);
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    (parent ? parent.children : roots).push(treeNode);
  }
  return roots;
}

/** The node's siblings (itself included) and its index among them. */
export function placeOf(tree: readonly AdminTreeNode[], id: number) {
  const search = (
    siblings: readonly AdminTreeNode[],
  ): { siblings: readonly AdminTreeNode[]; index: number } | undefined => {
    const index = siblings.findIndex((node) => node.id === id);
    if (index >= 0) return { siblings, index };
    for (const node of siblings) {
      const found = search(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return search(tree);
}
