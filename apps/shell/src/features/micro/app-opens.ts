import { getStore, setStore } from '@/lib/storage';
import { storageKey } from '@/lib/storage-keys';

// Counts per user, for the session: the apps a user opens most are prepared first. Spec §4 keeps
// only the theme and the tab config over a sign-out, so which apps someone opened goes with it.
const subAppOpensKey = storageKey('subAppOpens', 'session');

/** How often each user of this browser opened each sub-app: user id, then app name. */
type AppOpens = Record<string, Record<string, number>>;

/** Apps remembered per user: enough to order any menu's preparation, bounded in storage. */
const appsPerUser = 40;

function readAll(): AppOpens {
  const stored = getStore<AppOpens>({ name: subAppOpensKey });
  return stored && typeof stored === 'object' ? stored : {};
}

/** How often `userId` opened each sub-app in this browser, by app name. */
export function appOpensOf(userId: number): Readonly<Record<string, number>> {
  return readAll()[String(userId)] ?? {};
}

/** Counts one more open of each of `appNames` by `userId`. */
export function countAppOpens(userId: number, appNames: readonly string[]): void {
  if (appNames.length === 0) return;
  const all = readAll();
  const counts = all[String(userId)] ?? {};
  const opened = new Set(appNames);
  // The apps just opened first, so that they win ties (a stable sort) over older ones.
  const kept = [
    ...[...opened].map((name): [string, number] => [name, (counts[name] ?? 0) + 1]),
    ...Object.entries(counts).filter(([name]) => !opened.has(name)),
  ]
    .sort(([, left], [, right]) => right - left)
    .slice(0, appsPerUser);
  setStore({
    name: subAppOpensKey,
    content: { ...all, [String(userId)]: Object.fromEntries(kept) },
  });
}
