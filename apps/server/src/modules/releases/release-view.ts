import type { Release } from '@portal/contract';
import { storedPins } from '../../lib/stored-pins';
import type { ReleaseRow } from '../../repositories/sub-app-release-repository';

/** A stored release as the API answers it: its manifest as the count of files it pins. */
export const releaseOf = (row: ReleaseRow): Release => ({
  app: row.app,
  version: row.version,
  url: row.url,
  files: Object.keys(storedPins(row.manifest).manifest?.files ?? {}).length,
  publishedBy: row.token_name,
  publishedAt: row.published_at,
});
