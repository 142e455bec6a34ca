// Vitest global setup: a folder for the SQLite test databases of a run, in memory (/dev/shm)
// where there is room, removed at the end even when a worker could not clean up after itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { memoryFolderWithRoom } from './memory-folder';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  export interface ProvidedContext {
    sqliteFolder: string;
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(memoryFolderWithRoom(256 * 1024 * 1024), 'portal-sqlite-'));
  project.provide('sqliteFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
