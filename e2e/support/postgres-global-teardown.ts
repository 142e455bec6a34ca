// The configuration's global teardown: stops the PostgreSQL cluster and the shared server that
// the project postgres-setup started in this run, if it did, once every test has run or when the
// run is interrupted (Playwright runs it then too).
import { existsSync } from 'node:fs';
import { e2ePostgresStateFile } from './environment';
import { readPostgresState, removePostgresState, stopPostgresOf } from './postgres';

export default async function stopPostgresOfThisRun() {
  if (!existsSync(e2ePostgresStateFile)) return;
  await stopPostgresOf(readPostgresState());
  removePostgresState();
}
