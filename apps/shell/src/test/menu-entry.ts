import type { MenuNode } from '@portal/contract';

/** A menu entry of a page, as the menu tree gives it: its id and path, the rest as given or plain. */
export function menuEntry(fields: Pick<MenuNode, 'id' | 'path'> & Partial<MenuNode>): MenuNode {
  return {
    label: fields.path,
    icon: 'menu',
    href: '',
    query: {},
    meta: { keepAlive: true, isTab: true, isAuth: true },
    subRoute: '',
    cached: false,
    isSuperUrl: false,
    name: '',
    childs: [],
    ...fields,
  };
}
