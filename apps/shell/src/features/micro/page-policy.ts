import type { SubAppEntry } from '@portal/contract';
import { getStore, removeStore, setStore } from '@/lib/storage';
import { storageKey } from '@/lib/storage-keys';

/** The origin this window last reloaded for (see reloadForOrigin): at most once per origin. */
const reloadedForKey = storageKey('policyReloadedFor', 'session');

let pageOrigins: ReadonlySet<string> | undefined;
let developerOrigins: ReadonlySet<string> | undefined;

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * The page's Content-Security-Policy names the origins of the registry's urls as the server read
 * it when it sent the page (plugins/external/helmet.ts), and a page cannot take a new policy: an
 * app moved to another origin since would be blocked. The registry of the first config.json, read
 * with the page, stands for that policy.
 */
export function rememberPageOrigins(subApps: readonly SubAppEntry[]): void {
  pageOrigins ??= new Set(subApps.flatMap(({ url }) => (url ? [originOf(url) ?? ''] : [])));
}

/**
 * The page's policy also names the development server the session ran an app from when the
 * server sent the page (a developer's override, decision 0026): the first releases this page
 * heard stand for it. A server set later, from another window, needs the page loaded again.
 */
export function rememberDeveloperOrigins(urls: readonly string[]): void {
  developerOrigins ??= new Set(urls.map((url) => originOf(url) ?? ''));
}

/** Whether this page's policy lets the shell run the app at `url` (a path always). */
export function isRunnableByPage(url: string): boolean {
  const origin = url.startsWith('/') ? undefined : originOf(url);
  return (
    origin === undefined ||
    pageOrigins === undefined ||
    pageOrigins.has(origin) ||
    developerOrigins?.has(origin) === true
  );
}

/**
 * Loads the page again, with the policy of the registry as it is now, to run an app moved to
 * `url`'s origin: the open tabs come back from storage, a tab with unsaved work asks first (its
 * beforeunload). Once per origin: if the new page still cannot run it, the app fails to load as
 * any other would. Answers whether a reload was started.
 */
export function reloadForOrigin(url: string, reload = () => window.location.reload()): boolean {
  const origin = originOf(url);
  if (origin === undefined || getStore<string>({ name: reloadedForKey }) === origin) return false;
  setStore({ name: reloadedForKey, content: origin, type: 'session' });
  reload();
  return true;
}

/** The page runs every app of its registry: a later move may reload again. */
export function forgetOriginReload(): void {
  removeStore({ name: reloadedForKey, type: 'session' });
}
