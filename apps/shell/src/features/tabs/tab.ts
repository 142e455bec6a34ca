import type { RouteMeta } from '@portal/contract';

/** An open tab (spec §3); one per full path. */
export type Tab = {
  /** The title: a message key of the shell (`titleKey`) or a text shown as it is. */
  name: string;
  titleKey?: string;
  /** A title the page gave itself (a sub-application's), shown instead of any other. */
  title?: string;
  path: string;
  fullPath: string;
  subRoute?: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: RouteMeta;
};

export const homePath = '/wel/index';

/** A full path's path and its search (`?` included, or empty). */
export function splitFullPath(fullPath: string): { pathname: string; search: string } {
  const [pathname = fullPath, search = ''] = fullPath.split(/(?=\?)/);
  return { pathname, search };
}

/** A fixed tab (spec §2: home, settings, notices, to-dos, messages) is always open. */
export function isFixed(tab: Pick<Tab, 'meta'>): boolean {
  return tab.meta.fixed === true;
}
