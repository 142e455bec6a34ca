import type { RouteMeta } from '@portal/contract';

/** An open tab (spec §3); one per full path. */
export type Tab = {
  /** The title: a message key of the shell (`titleKey`) or a text shown as it is. */
  name: string;
  titleKey?: string;
  /** A title the page gave itself (a sub-application's), shown instead of any other. */
  title?: string;
  path: string;
  /** The path, query and hash: a hash router's page is part of the tab's address. */
  fullPath: string;
  subRoute?: string;
  /** The addresses its app moved it away from: Back and Forward to one of them bring it back. */
  trail?: string[];
  params: Record<string, string>;
  query: Record<string, string>;
  meta: RouteMeta;
};

/** A full path's path, its search (`?` included, or empty) and its hash (`#` included, or empty). */
export function splitFullPath(fullPath: string): {
  pathname: string;
  search: string;
  hash: string;
} {
  const hashAt = fullPath.indexOf('#');
  const hash = hashAt < 0 ? '' : fullPath.slice(hashAt);
  const beforeHash = hashAt < 0 ? fullPath : fullPath.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  if (searchAt < 0) return { pathname: beforeHash, search: '', hash };
  return { pathname: beforeHash.slice(0, searchAt), search: beforeHash.slice(searchAt), hash };
}

/** A fixed tab (spec §2: home, settings, notices, to-dos, messages) is always open. */
export function isFixed(tab: Pick<Tab, 'meta'>): boolean {
  return tab.meta.fixed === true;
}
