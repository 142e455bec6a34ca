import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { createTestDatabase } from '../src/testing/test-database';

const script = fileURLToPath(new URL('./duty.ts', import.meta.url));

async function demoDatabase() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  return { url: database.url, db };
}

/** Runs `npm run duty:grant -- <args>` on a database with these variables. */
const grant = (databaseUrl: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'grant', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env },
  });

describe('npm run duty:grant', () => {
  it('records the grant, owed to the collector by the console when the trail is shipped', async () => {
    const { url, db } = await demoDatabase();
    await grant(url, ['zhangsan', 'auditor'], { AUDIT_SYSLOG_URL: 'tcp://127.0.0.1:10514' });
    await grant(url, ['lisi', 'auditor']);
    const records = await db
      .selectFrom('audit_events')
      .select(['id', 'event'])
      .orderBy('id')
      .execute();
    expect(records.map(({ event }) => event)).toEqual(['duty.grant', 'duty.grant']);
    // The next instance that ships takes the console's records over (audit_outbox).
    expect(await db.selectFrom('audit_outbox').selectAll().execute()).toEqual([
      { record_id: records[0]?.id, instance: 'console' },
    ]);
  });
});
