import { menuLeaves } from '@/features/menu/menu-model';
import type { MenuNode, SubAppEntry } from '@portal/contract';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/test/runtime-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInFrame, type RouteHandle } from '../../route-meta';
import { tabForLocation, tabTitle } from './tab-for-location';

const customers: MenuNode = {
  id: 1,
  label: '客户列表',
  path: '/newcrm/customer/list',
  icon: 'menu',
  href: '',
  query: {},
  meta: { keepAlive: true, isTab: true, isAuth: true },
  subRoute: 'newcrm',
  cached: false,
  isSuperUrl: false,
  name: 'newcrm-customer-list',
  childs: [],
};
const leaves = menuLeaves([customers]);
const registry: SubAppEntry[] = [
  {
    route: 'newcrm',
    name: 'sub-newcrm',
    url: '/sub-newcrm/',
    devUrl: 'http://localhost:7101/',
    title: { 'zh-CN': '客户管理', en: 'Customers' },
  },
];
beforeEach(() => {
  setRuntimeConfig({
    ...testRuntimeConfig,
    subApps: [...registry, { route: 'other', name: 'sub-other', url: '/sub-other/' }],
  });
});
const subAppPage: RouteHandle = { ...signedInFrame, subAppRoute: 'newcrm' };
const translate = (key: string) => `«${key}»`;

function titleAt(fullPath: string, handle: RouteHandle, language = 'zh-CN') {
  const [pathname = '', search = ''] = fullPath.split(/(?=\?)/);
  const tab = tabForLocation({ pathname, search }, handle, leaves, {});
  return tabTitle(tab, leaves, language, translate, registry);
}

describe('tab titles', () => {
  it("name a page by its menu entry, else by its app's name for people, never by the app's id", () => {
    expect(titleAt('/newcrm/customer/list', subAppPage)).toBe('客户列表');
    expect(titleAt('/newcrm/index', subAppPage)).toBe('客户管理');
    expect(titleAt('/newcrm/index', subAppPage, 'en')).toBe('Customers');
    // An app the registry gives no name for people keeps its id: there is nothing better to say.
    expect(titleAt('/other/index', { ...signedInFrame, subAppRoute: 'other' })).toBe('sub-other');
    expect(titleAt('/gone/index', { ...signedInFrame, subAppRoute: 'gone' })).toBe('gone');
  });

  it('name an embedded page by its host', () => {
    const iframe: RouteHandle = {
      ...signedInFrame,
      meta: { ...signedInFrame.meta, title: 'routes.iframe' },
    };
    const url = encodeURIComponent('https://docs.example.com/guide?id=1');
    expect(titleAt(`/iframe?url=${url}`, iframe)).toBe('docs.example.com');
    expect(titleAt('/iframe?url=not-a-url', iframe)).toBe('«routes.iframe»');
  });

  it('prefer the title the page gave itself', () => {
    const tab = tabForLocation({ pathname: '/newcrm/index', search: '' }, subAppPage, leaves, {});
    expect(tabTitle({ ...tab, title: '客户 42' }, leaves, 'zh-CN', translate, registry)).toBe(
      '客户 42',
    );
  });
});
