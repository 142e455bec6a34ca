import type { AdminMenuNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { adminTree, isHiddenEntry, isSectionNode, placeOf } from './menu-admin-model';

const node = (id: number, parentId: number | null, extra: Partial<AdminMenuNode> = {}) => ({
  id,
  parentId,
  kind: 'menu',
  sort: id,
  name: `n${id}`,
  label: `节点${id}`,
  labelEn: null,
  icon: 'menu',
  path: parentId === null ? '' : `/x/${id}`,
  href: '',
  subRoute: '',
  isSuperUrl: false,
  meta: {},
  roleIds: [],
  ...extra,
});

describe('the menu tree an administrator edits', () => {
  const nodes = [node(1, null), node(2, 1), node(3, 1), node(4, null, { kind: 'function' })];

  it('builds one menu of the firm, children under their section', () => {
    const tree = adminTree(nodes, 'menu');
    expect(tree.map((entry) => entry.id)).toEqual([1]);
    expect(tree[0]?.children.map((entry) => entry.id)).toEqual([2, 3]);
    expect(adminTree(nodes, 'function').map((entry) => entry.id)).toEqual([4]);
  });

  it('finds a node among its siblings, for moving it up or down', () => {
    const place = placeOf(adminTree(nodes, 'menu'), 3);
    expect(place?.index).toBe(1);
    expect(place?.siblings.map((entry) => entry.id)).toEqual([2, 3]);
    expect(placeOf(adminTree(nodes, 'menu'), 99)).toBeUndefined();
  });

  it('tells sections and the hidden kpi entry', () => {
    expect(isSectionNode(node(1, null))).toBe(true);
    expect(isSectionNode(node(2, 1))).toBe(false);
    expect(isHiddenEntry(node(5, 1, { subRoute: 'kpi' }))).toBe(true);
  });
});
