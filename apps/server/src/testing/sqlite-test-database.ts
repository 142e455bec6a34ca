import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../db/database';
import { oncePerDay, prepareDemoTemplate } from './demo-template';

let ownFolder: string | undefined;

/** The run's folder (test/sqlite-folder.ts); a config without that setup gets one per process. */
function folder(): string {
  const provided = inject('sqliteFolder');
  if (provided) return provided;
  if (!ownFolder) {
    const created = mkdtempSync(join(tmpdir(), 'portal-sqlite-'));
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
    ownFolder = created;
  }
  return ownFolder;
}

function removeDatabaseFile(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${file}${suffix}`, { force: true });
}

/** The bytes of a migrated and seeded database file, built once per worker. */
const templateBytes = oncePerDay(async () => {
  const file = join(folder(), `template-${randomBytes(6).toString('hex')}.db`);
  const db = createDatabase({ dialect: 'sqlite', filename: file });
  try {
    await prepareDemoTemplate(db);
  } finally {
    // Closing the only connection checkpoints the write-ahead log into the file.
    await db.destroy();
  }
  const bytes = readFileSync(file);
  removeDatabaseFile(file);
  return bytes;
});

export async function createSqliteTestDatabase(
  demoData: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!demoData) return { url: 'sqlite::memory:', drop: async () => {} };
  const bytes = await templateBytes();
  const file = join(folder(), `test-${randomBytes(6).toString('hex')}.db`);
  writeFileSync(file, bytes);
  return { url: `sqlite:${file}`, drop: async () => removeDatabaseFile(file) };
}
