import { paths } from '@/lib/paths';
import type { MenuNode } from '@portal/contract';

/** The sub-route whose entry the shell leaves out of the menu (spec §6); its route stays open. */
const hiddenSubRoute = 'kpi';

/** A leaf of the menu with what opening it needs. */
export type MenuLeaf = {
  node: MenuNode;
  /** Keys of the sections above it, outermost first. */
  parentKeys: string[];
  /** The in-app address it opens: its path with its query, or /iframe for an http(s) link. */
  target: string;
};

export function menuKeyOf(node: MenuNode): string {
  return String(node.id);
}

/** The menu as shown: without the kpi entry, and without sections left empty by that. */
export function visibleMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => {
    if (node.subRoute === hiddenSubRoute) return [];
    if (node.childs.length === 0) return [node];
    const childs = visibleMenu(node.childs);
    return childs.length > 0 ? [{ ...node, childs }] : [];
  });
}

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** Where a menu entry leads inside the shell (spec §2: http(s) links open in /iframe). */
export function targetOf(node: MenuNode): string {
  if (node.href && isHttpUrl(node.href)) {
    // In the /iframe url, '#' stands for '&' (spec §2).
    return `${paths.iframe}?url=${encodeURIComponent(node.href.replaceAll('&', '#'))}`;
  }
  const query = new URLSearchParams(node.query).toString();
  return query ? `${node.path}?${query}` : node.path;
}

/** Every leaf, depth first, in menu order. */
export function menuLeaves(tree: readonly MenuNode[], parentKeys: string[] = []): MenuLeaf[] {
  return tree.flatMap((node) =>
    node.childs.length > 0
      ? menuLeaves(node.childs, [...parentKeys, menuKeyOf(node)])
      : [{ node, parentKeys, target: targetOf(node) }],
  );
}

/** The leaf the current page belongs to: same path (and iframe url), else the longest prefix. */
export function leafForLocation(
  leaves: readonly MenuLeaf[],
  pathname: string,
  search = '',
): MenuLeaf | undefined {
  const fullPath = `${pathname}${search}`;
  const exact = leaves.find((leaf) => leaf.target === fullPath);
  if (exact) return exact;
  if (pathname === paths.iframe) return undefined;
  let best: MenuLeaf | undefined;
  for (const leaf of leaves) {
    const path = leaf.node.path;
    if (!path || leaf.target.startsWith(paths.iframe)) continue;
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!best || path.length > best.node.path.length)) best = leaf;
  }
  return best;
}

/** The first path segment of an in-app path: '/newcrm/customer/list' → 'newcrm'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/**
 * Whether the user's whole menu (the kpi entry included) reaches a page of this sub-application
 * route: a known route the menu does not reach shows 403 (spec §2 with DESIGN §6).
 */
export function menuReachesRoute(tree: readonly MenuNode[], route: string): boolean {
  return menuLeaves(tree).some(
    ({ node }) => node.subRoute === route || firstSegment(node.path) === route,
  );
}

/** The menu leaf whose path is exactly this path, in the whole menu (the kpi entry included). */
export function menuLeafAt(tree: readonly MenuNode[], pathname: string): MenuLeaf | undefined {
  return menuLeaves(tree).find(({ node }) => node.path === pathname);
}
