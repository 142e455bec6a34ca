import type { Kysely } from 'kysely';
import { errorFingerprintOf } from '../../lib/error-fingerprint';

// The fingerprint of each error and crash reported (docs/sub-apps.md, "Health"), kept with it so
// that operations group an app's errors with a GROUP BY rather than by reading every stack; and
// an index for an app's reports by time, its hourly history. Reports kept before are given theirs.
type Report = {
  sub_app_reports: {
    id: number;
    kind: string;
    message: string | null;
    stack: string | null;
    fingerprint: string | null;
  };
};

const batchSize = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_app_reports').addColumn('fingerprint', 'varchar(32)').execute();
  await db.schema
    .createIndex('sub_app_reports_app_fingerprint_index')
    .on('sub_app_reports')
    .columns(['app', 'fingerprint', 'received_at'])
    .execute();
  await db.schema
    .createIndex('sub_app_reports_app_received_at_index')
    .on('sub_app_reports')
    .columns(['app', 'received_at'])
    .execute();

  const reports = db as unknown as Kysely<Report>;
  for (let after = 0; ;) {
    const rows = await reports
      .selectFrom('sub_app_reports')
      .select(['id', 'message', 'stack'])
      .where('kind', 'in', ['error', 'crash'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const { id, message, stack } of rows) {
      await reports
        .updateTable('sub_app_reports')
        .set({ fingerprint: errorFingerprintOf({ message, stack }) })
        .where('id', '=', id)
        .execute();
    }
    if (rows.length < batchSize) break;
    after = rows.at(-1)?.id ?? after;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sub_app_reports_app_received_at_index').execute();
  await db.schema.dropIndex('sub_app_reports_app_fingerprint_index').execute();
  await db.schema.alterTable('sub_app_reports').dropColumn('fingerprint').execute();
}
