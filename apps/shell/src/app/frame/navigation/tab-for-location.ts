import { canonicalAddress } from '@/lib/app-path';
import { subAppRouteOf } from '@/features/micro/sub-app-routes';
import { embeddedUrlFrom } from '@/features/iframe/embedded-url';
import { menuLabel } from '@/features/menu/menu-labels';
import { subAppTitle } from '@/features/micro/resolve-sub-app';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type { SubAppEntry } from '@portal/contract';
import { leafForLocation, type MenuLeaf } from '@/features/menu/menu-model';
import { splitFullPath, type Tab } from '@/features/tabs/tab';
import type { Location } from 'react-router';
import type { RouteHandle } from '../../route-meta';
import { shellPages } from '../../shell-page-table';

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
    fullPath: canonicalAddress(`${pathname}${search}${hash}`),
    ...(subRoute ? { subRoute } : {}),
    params: Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    query: Object.fromEntries(new URLSearchParams(search)),
    meta: { ...meta, ...(leaf ? { icon: leaf.node.icon } : {}) },
  };
  if (leaf) return { ...base, name: leaf.node.label };
  // The shell's own pages are titled by a message key; a sub-application page by its app.
  if (subAppRoute) return { ...base, name: subAppRouteOf(subAppRoute)?.name ?? subAppRoute };
  return { ...base, name: meta.title ?? pathname, ...(meta.title ? { titleKey: meta.title } : {}) };
}

/**
 * A tab's title in the current language: the one its page gave itself, the menu's label, the
 * host of an embedded site, the shell's message, or the registry's name of its app.
 */
export function tabTitle(
  tab: Tab,
  leaves: readonly MenuLeaf[],
  language: string,
  translate: (key: string) => string,
  registry: readonly SubAppEntry[] = getRuntimeConfig().subApps,
): string {
  if (tab.title) return tab.title;
  const { search } = splitFullPath(tab.fullPath);
  const leaf = leafForLocation(leaves, tab.path, search);
  if (leaf) return menuLabel(leaf.node, language);
  const embedded = tab.path === shellPages.iframe.path ? embeddedUrlFrom(search) : undefined;
  if (embedded?.ok) return new URL(embedded.url).host;
  if (tab.titleKey) return translate(tab.titleKey);
  return (tab.subRoute && subAppTitle(tab.subRoute, registry, language)) || tab.name;
}
