import { menuLabel } from '@/features/menu/menu-labels';
import { leafForLocation, type MenuLeaf } from '@/features/menu/menu-model';
import { splitFullPath, type Tab } from '@/features/tabs/tab';
import type { Location } from 'react-router';
import type { RouteHandle } from '../route-meta';

/** The tab of a page: titled by the menu entry it belongs to, else by its route's title. */
export function tabForLocation(
  { pathname, search, hash = '' }: Pick<Location, 'pathname' | 'search'> & { hash?: string },
  handle: RouteHandle,
  leaves: readonly MenuLeaf[],
  params: Record<string, string | undefined>,
): Tab {
  const leaf = leafForLocation(leaves, pathname, search);
  const { meta, subAppRoute } = handle;
  const subRoute = leaf?.node.subRoute || subAppRoute;
  const base = {
    path: pathname,
    fullPath: `${pathname}${search}${hash}`,
    ...(subRoute ? { subRoute } : {}),
    params: Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    query: Object.fromEntries(new URLSearchParams(search)),
    meta: { ...meta, ...(leaf ? { icon: leaf.node.icon } : {}) },
  };
  if (leaf) return { ...base, name: leaf.node.label };
  // The shell's own pages are titled by a message key; a sub-application page by its app.
  if (subAppRoute) return { ...base, name: `sub-${subAppRoute}` };
  return { ...base, name: meta.title ?? pathname, ...(meta.title ? { titleKey: meta.title } : {}) };
}

/** A tab's title in the current language: the shell's message, the menu's label, or its name. */
export function tabTitle(
  tab: Tab,
  leaves: readonly MenuLeaf[],
  language: string,
  translate: (key: string) => string,
): string {
  if (tab.title) return tab.title;
  const { search } = splitFullPath(tab.fullPath);
  const leaf = leafForLocation(leaves, tab.path, search);
  if (leaf) return menuLabel(leaf.node, language);
  return tab.titleKey ? translate(tab.titleKey) : tab.name;
}
