import type { RegistryEntry, RegistryEntryRow } from '@portal/contract';
import { storedAppScopes } from '../../lib/app-scopes';
import { pinsSummary, pinsText, storedPins } from '../../lib/stored-pins';
import type { SubAppChange, SubAppRow } from '../../repositories/sub-app-repository';

/** A row of `sub_apps` as the registry page edits it. */
export const entryRowOf = (row: SubAppRow): RegistryEntryRow => ({
  ...entryOf(row),
  updatedAt: row.updated_at,
});

/**
 * The entry of a row, without when it changed: what a request keeps of it. Pins that do not read
 * as a manifest show as pins of no file (`storedPins`, failing closed): saving them unchanged
 * keeps the app from running, and removing them is asked like any removal of pins.
 */
export const entryOf = (row: SubAppRow): RegistryEntry => ({
  route: row.route,
  name: row.name,
  url: row.url,
  devUrl: row.dev_url,
  titleZh: row.title_zh,
  titleEn: row.title_en,
  isPublic: row.is_public === 1,
  isolation: row.isolation === 'frame' ? 'frame' : 'micro-app',
  grantToken: row.grant_token === 1,
  scopes: storedAppScopes(row.scopes),
  pinned: storedPins(row.pinned).manifest,
  prefetch: row.prefetch === 1,
  enabled: row.enabled === 1,
  ownerTeam: row.owner_team,
  contact: row.contact,
});

export const rowOf = (entry: RegistryEntry, updatedAt: Date): SubAppChange => ({
  route: entry.route,
  name: entry.name,
  url: entry.url,
  dev_url: entry.devUrl,
  title_zh: entry.titleZh,
  title_en: entry.titleEn,
  is_public: Number(entry.isPublic),
  isolation: entry.isolation,
  grant_token: Number(entry.grantToken),
  scopes: JSON.stringify(entry.scopes),
  pinned: pinsText(entry.pinned),
  prefetch: Number(entry.prefetch),
  enabled: Number(entry.enabled),
  owner_team: entry.ownerTeam,
  contact: entry.contact,
  updated_at: updatedAt.toISOString(),
});

// Every field of an entry, in one order (the record makes the list exhaustive).
const fieldOrder: Record<keyof RegistryEntry, true> = {
  route: true,
  name: true,
  url: true,
  devUrl: true,
  titleZh: true,
  titleEn: true,
  isPublic: true,
  isolation: true,
  grantToken: true,
  scopes: true,
  pinned: true,
  prefetch: true,
  enabled: true,
  ownerTeam: true,
  contact: true,
};

const inFieldOrder = (entry: RegistryEntry) =>
  Object.fromEntries(
    (Object.keys(fieldOrder) as (keyof RegistryEntry)[]).map((field) => [field, entry[field]]),
  );

/**
 * An entry as JSON with its fields in one order: two equal entries give the same text. What a
 * request keeps, whole: its pins are made as asked when it is approved.
 */
export const entryText = (entry: RegistryEntry | null): string | null =>
  entry === null ? null : JSON.stringify(inFieldOrder(entry));

/**
 * An entry as the audit trail records it (`details.before`, `details.after`): its pins as their
 * release, file count and the manifest's sha256 (`pinsSummary`), not each of up to 2,000 files,
 * which no record's detail holds; the request keeps the manifest itself.
 */
export const auditedEntryText = (entry: RegistryEntry | null): string | null =>
  entry === null
    ? null
    : JSON.stringify({ ...inFieldOrder(entry), pinned: pinsSummary(entry.pinned) });
