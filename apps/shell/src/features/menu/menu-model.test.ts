import type { MenuNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  leafForLocation,
  menuLeafAt,
  menuLeaves,
  menuReachesRoute,
  targetOf,
  visibleMenu,
} from './menu-model';

let nextId = 1;
function node(overrides: Partial<MenuNode>): MenuNode {
  return {
    id: nextId++,
    label: '',
    path: '',
    icon: 'menu',
    href: '',
    query: {},
    meta: { keepAlive: false, isTab: true, isAuth: true },
    subRoute: '',
    cached: false,
    isSuperUrl: false,
    name: '',
    childs: [],
    ...overrides,
  };
}

const customers = node({ label: '客户列表', path: '/newcrm/customer/list', subRoute: 'newcrm' });
const credit = node({
  label: '授信申请',
  path: '/credit/apply/list',
  subRoute: 'credit',
  query: { status: 'draft' },
});
const help = node({ label: '帮助中心', path: '/iframe', href: 'https://help.example/a?x=1&y=2' });
const kpi = node({ label: '绩效考核', path: '/kpi/index', subRoute: 'kpi' });
const tree = [
  node({ label: '客户管理', childs: [customers, credit] }),
  node({ label: '绩效', childs: [kpi] }),
  node({ label: '综合服务', childs: [help] }),
];

describe('menu model', () => {
  it('leaves the kpi entry out, and the section it leaves empty', () => {
    const labels = menuLeaves(visibleMenu(tree)).map((leaf) => leaf.node.label);

    expect(labels).toEqual(['客户列表', '授信申请', '帮助中心']);
    expect(visibleMenu(tree).map((section) => section.label)).toEqual(['客户管理', '综合服务']);
  });

  it('opens a path with its query, and an http(s) link in /iframe with # for &', () => {
    expect(targetOf(credit)).toBe('/credit/apply/list?status=draft');
    expect(targetOf(help)).toBe(
      `/iframe?url=${encodeURIComponent('https://help.example/a?x=1#y=2')}`,
    );
    expect(targetOf(node({ path: '/x', href: 'javascript:alert(1)' }))).toBe('/x');
  });

  it('finds the entry of the page on screen, a sub-page by its longest prefix', () => {
    const leaves = menuLeaves(visibleMenu(tree));

    expect(leafForLocation(leaves, '/credit/apply/list', '?status=draft')?.node).toBe(credit);
    expect(leafForLocation(leaves, '/newcrm/customer/list/42')?.node).toBe(customers);
    expect(
      leafForLocation(
        leaves,
        '/iframe',
        `?url=${encodeURIComponent('https://help.example/a?x=1#y=2')}`,
      )?.node,
    ).toBe(help);
    expect(leafForLocation(leaves, '/iframe', '?url=https%3A%2F%2Fother.example')).toBeUndefined();
    expect(leafForLocation(leaves, '/postloan/index')).toBeUndefined();
  });

  it('lets the whole menu, the kpi entry included, open a sub-application route', () => {
    expect(menuReachesRoute(tree, 'newcrm')).toBe(true);
    expect(menuReachesRoute(tree, 'kpi')).toBe(true);
    expect(menuReachesRoute(tree, 'postloan')).toBe(false);
  });

  it('finds an entry by its exact path', () => {
    expect(menuLeafAt(tree, '/kpi/index')?.node).toBe(kpi);
    expect(menuLeafAt(tree, '/kpi')).toBeUndefined();
  });
});
