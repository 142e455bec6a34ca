import type { MenuMeta, MenuNode } from '@portal/contract';
import type { MenuRow } from '../../repositories/menu-repository';

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toNode(row: MenuRow): MenuNode {
  const meta = parseObject(row.meta);
  const query = Object.fromEntries(
    Object.entries(parseObject(row.query)).map(([key, value]) => [key, String(value)]),
  );
  return {
    id: row.id,
    label: row.label,
    ...(row.label_en ? { labelEn: row.label_en } : {}),
    path: row.path,
    icon: row.icon || 'menu',
    href: row.href,
    query,
    meta: {
      ...meta,
      keepAlive: meta.keepAlive === true,
      isTab: meta.isTab !== false,
      isAuth: meta.isAuth !== false,
    } satisfies MenuMeta,
    subRoute: row.sub_route,
    cached: row.cached === 1,
    isSuperUrl: row.is_super_url === 1,
    name: row.name,
    childs: [],
  };
}

/**
 * The trees of the granted rows (rows arrive in display order). A granted entry brings the
 * sections above it; a section granted on its own shows whole.
 */
export function buildMenuTree(rows: MenuRow[], grantedIds: ReadonlySet<number>): MenuNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<number>();
  const showWithAncestors = (row: MenuRow | undefined) => {
    for (let current = row; current && !visible.has(current.id);) {
      visible.add(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
  };
  const showWithDescendants = (id: number) => {
    for (const row of rows) {
      if (row.parent_id === id && !visible.has(row.id)) {
        visible.add(row.id);
        showWithDescendants(row.id);
      }
    }
  };
  for (const id of grantedIds) {
    showWithAncestors(byId.get(id));
    showWithDescendants(id);
  }

  const nodes = new Map<number, MenuNode>();
  for (const row of rows) if (visible.has(row.id)) nodes.set(row.id, toNode(row));
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.childs : roots).push(node);
  }
  return roots;
}
