import type { RegistryEntry, RuntimeConfig, SubAppEntry } from '@portal/contract';
import { DatabaseSync } from 'node:sqlite';

type EntryChange = Partial<Pick<SubAppEntry, 'url' | 'devUrl' | 'isolation' | 'grantToken'>> & {
  /** The release manifest the entry pins, as the JSON its build wrote. */
  pinned?: string;
};

const columns = {
  url: 'url',
  devUrl: 'dev_url',
  isolation: 'isolation',
  grantToken: 'grant_token',
  pinned: 'pinned',
} as const satisfies Record<keyof EntryChange, string>;

/** The registry a server serves (`subApps` of its /main/config.json). */
export async function servedRegistry(origin: string): Promise<SubAppEntry[]> {
  const response = await fetch(`${origin}/main/config.json`);
  return ((await response.json()) as RuntimeConfig).subApps;
}

/**
 * Changes entries of the sub-application registry (migration 0019), by app name, in a running
 * server's SQLite database, as an administrator's SQL would: the server serves the change, and
 * the content security policy of its origins, at its next request.
 */
export function changeRegistry(databaseFile: string, changes: Record<string, EntryChange>): void {
  const database = new DatabaseSync(databaseFile);
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    for (const [name, change] of Object.entries(changes)) {
      const fields = Object.entries(change) as [keyof EntryChange, string | boolean][];
      const assignments = fields.map(([field]) => `${columns[field]} = ?`).join(', ');
      const values = fields.map(([, value]) =>
        typeof value === 'boolean' ? Number(value) : value,
      );
      const { changes: updated } = database
        .prepare(`UPDATE sub_apps SET ${assignments} WHERE name = ?`)
        .run(...values, name);
      if (updated !== 1) throw new Error(`The registry has no entry named ${name}.`);
    }
  } finally {
    database.close();
  }
}

/**
 * A registry entry as the administrators' page saves it (`/platform/registry/save`): an app of
 * the group in micro-app isolation, turned on, with no scope, pin nor owner unless `fields` says.
 */
export function registryEntry(
  fields: Pick<RegistryEntry, 'route' | 'name' | 'url' | 'titleZh' | 'titleEn'> &
    Partial<RegistryEntry>,
): RegistryEntry {
  return {
    devUrl: null,
    isPublic: false,
    isolation: 'micro-app',
    grantToken: false,
    scopes: [],
    pinned: null,
    prefetch: false,
    enabled: true,
    ownerTeam: null,
    contact: null,
    ...fields,
  };
}
