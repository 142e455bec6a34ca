import { sql, type Kysely } from 'kysely';
import { onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDatabase, testDialect } from '../testing/test-database';
import { createAuditRepository } from './audit-repository';
import { type AuditEvent } from '../lib/audit-chain/audit-event';

/** An empty trail on a database of the test's own (the demo's, migrated). */
export async function auditTrail() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  // The records here are days old: PostgreSQL's floor would keep them from the purge (0034).
  if (testDialect === 'postgres') {
    await sql`update audit_retention_floor set days = 1`.execute(db);
  }
  return { db, audit: createAuditRepository(db) };
}

export const eventAt = (second: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  occurredAt: new Date(Date.UTC(2026, 10, 26, 9, 0, second)),
  event: 'auth.sign-in',
  result: 'failure',
  reason: 'auth.badCredentials',
  username: `user${second}`,
  clientAddress: '192.0.2.10',
  userAgent: 'Mozilla/5.0 (test)',
  requestId: `request-${second}`,
  ...overrides,
});

export async function appendMany(audit: ReturnType<typeof createAuditRepository>, count: number) {
  for (let second = 1; second <= count; second += 1) await audit.append(eventAt(second));
}

export const rowsOf = (db: Kysely<Database>) =>
  db.selectFrom('audit_events').selectAll().orderBy('id').execute();
