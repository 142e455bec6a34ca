import type { ReleaseManifest, SubAppEntry } from '@portal/contract';
import fp from 'fastify-plugin';
import { isOwnPath } from '../../http/own-paths';
import { storedPins } from '../../lib/stored-pins';
import type { SubAppRepository, SubAppRow } from '../../repositories/sub-app-repository';
import { createStampedCache } from '../../repositories/stamped-cache';

/**
 * A path of the portal's origin that can be a sub-app's: not `//host` or `/\host` (another host
 * to a browser), no backslash, blank or control character, and, once `..` and `%2e` are
 * resolved, not under the server's own bases (`/main/`, `/api/`).
 */
export function isSubAppPath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!/^\/[^/\\]/.test(url) || /[\\\s\u0000-\u001f\u007f]/.test(url)) return false;
  return !isOwnPath(new URL(url, 'http://origin').pathname);
}

/** What `http:` may name in the demo: this machine. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin of an absolute sub-app url goes into the shell's script-src (plugins/external/
 * helmet.ts), and micro-app runs the app's scripts in a same-origin frame of the shell: fetched
 * over plain http, anyone on the network could change them and act as the signed-in user. So an
 * absolute url is served only over https; the demo also takes http on this machine. A path is
 * served by the portal's own origin. `devUrl` is not checked: only the shell's development
 * server reads it.
 */
export function isServableUrl(url: string, { demo }: { demo: boolean }): boolean {
  if (url.startsWith('/')) return isSubAppPath(url);
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (demo && protocol === 'http:' && loopbackHosts.has(hostname));
}

/** The registry as /main/config.json serves it, the urls it refused, and what each app pins. */
export type RegistrySnapshot = {
  entries: SubAppEntry[];
  refused: { route: string; url: string }[];
  /** The pinned release of each app that has one, by its name (GET /subApps/pins). */
  pins: ReadonlyMap<string, ReleaseManifest>;
  /** The routes whose stored pins do not read as a manifest: pinned to no file, logged. */
  unreadablePins: string[];
};

/**
 * A row as the shell reads it. A disabled app, a route with no app yet and a url refused keep
 * their route without a url: the shell's page for it says why, a bookmark does not become a 404.
 */
function entryOf(row: SubAppRow, isRefused: boolean): SubAppEntry {
  const isServed = row.enabled === 1 && row.url !== null && !isRefused;
  return {
    route: row.route,
    name: row.name,
    ...(isServed && row.url !== null ? { url: row.url } : {}),
    ...(row.dev_url !== null && row.enabled === 1 ? { devUrl: row.dev_url } : {}),
    title: { 'zh-CN': row.title_zh, en: row.title_en },
    ...(row.is_public === 1 ? { public: true } : {}),
    ...(row.enabled === 1 ? {} : { disabled: true }),
    ...(row.prefetch === 1 ? {} : { prefetch: false }),
    ...(row.isolation === 'frame' ? { isolation: 'frame', grantToken: row.grant_token === 1 } : {}),
    ...(row.pinned === null ? {} : { pinned: true }),
  };
}

function registrySnapshotOf(rows: SubAppRow[], { demo }: { demo: boolean }) {
  const refused = rows.flatMap(({ route, url }) =>
    url !== null && !isServableUrl(url, { demo }) ? [{ route, url }] : [],
  );
  const refusedRoutes = new Set(refused.map(({ route }) => route));
  const pins = new Map<string, ReleaseManifest>();
  const unreadablePins: string[] = [];
  for (const row of rows) {
    // Fail closed: unreadable pins are served as pins of no file (storedPins), so the shell runs
    // nothing of the app, and config.json still says it is pinned.
    const { manifest, isReadable } = storedPins(row.pinned);
    if (manifest !== null) pins.set(row.name, manifest);
    if (!isReadable) unreadablePins.push(row.route);
  }
  return {
    entries: rows.map((row) => entryOf(row, refusedRoutes.has(row.route))),
    refused,
    pins,
    unreadablePins,
  } satisfies RegistrySnapshot;
}

export type SubAppRegistry = {
  /** The registry as it is now: one small query for its stamp, the rows only after a change. */
  current: () => Promise<RegistrySnapshot>;
  /** The last snapshot read, without asking the database; null before the first. */
  lastRead: () => RegistrySnapshot | null;
};

type Log = (details: Record<string, unknown>, message: string) => void;

function createSubAppRegistry(
  repository: SubAppRepository,
  { demo, warn, error }: { demo: boolean; warn: Log; error: Log },
): SubAppRegistry {
  const kept = createStampedCache<RegistrySnapshot>(1);
  let last: RegistrySnapshot | null = null;
  const read = async () => {
    const snapshot = registrySnapshotOf(await repository.list(), { demo });
    for (const { route, url } of snapshot.refused) {
      warn(
        { route, url },
        demo
          ? 'sub-application not served: its url is neither https, http on this machine, nor a path'
          : 'sub-application not served: its url is neither https nor a path of the portal',
      );
    }
    for (const route of snapshot.unreadablePins) {
      error(
        { route },
        'sub-application pinned to no file: its stored pins (sub_apps.pinned) are not a release manifest; save its pins again on the registry page',
      );
    }
    return snapshot;
  };
  return {
    current: async () => {
      const snapshot = await kept.answer(await repository.stamp(), 'registry', read);
      last = snapshot;
      return snapshot;
    },
    lastRead: () => last,
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    subAppRegistry: SubAppRegistry;
  }
}

/** The sub-application registry (migration 0019), read again whenever its stamp changes. */
export default fp(
  async (app) => {
    app.decorate(
      'subAppRegistry',
      createSubAppRegistry(app.repositories.subApps, {
        demo: app.config.demo,
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      }),
    );
  },
  { name: 'sub-app-registry', dependencies: ['repositories', 'config'] },
);
