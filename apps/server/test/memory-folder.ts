import { existsSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * /dev/shm when it has `bytes` to spare, else the temporary folder: test databases are written and
 * synced all the time, and memory makes that nearly free.
 */
export function memoryFolderWithRoom(bytes: number): string {
  const shm = '/dev/shm';
  if (!existsSync(shm)) return tmpdir();
  const { bavail, bsize } = statfsSync(shm);
  return bavail * bsize > bytes ? shm : tmpdir();
}
