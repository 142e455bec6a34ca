import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { checkpointAfter, type AuditCheckpoint } from '../lib/audit-chain/checkpoints';
import {
  purgeBatchOf,
  purgeRecord,
  type AuditPurgeBatch,
  type AuditPurgeContext,
} from '../lib/audit-chain/purge';
import { auditContentOf, type AuditContent } from '../lib/audit-chain/record-content';
import { linkAfter, type AuditHeadTaken } from '../lib/audit-chain/record-links';

/** How long an append waits on PostgreSQL for the chain head before it gives up. */
const headLockTimeout = '5s';

/** The run of old records a purge deletes: from the first left, to the last old enough. */
export type PurgedRun = {
  previous: AuditCheckpoint;
  firstId: number;
  last: { id: number; hash: string };
  context: AuditPurgeContext;
};

export type AuditChainWrites = ReturnType<typeof createAuditChainWrites>;

/**
 * How each database writes the chain, inside a transaction of the repository's. On PostgreSQL
 * through the functions of migration 0034, which run with their owner's rights and check what they
 * are given, so that the server's own role needs nothing but SELECT on the audit tables
 * (docs/production.md, "Database roles"); on SQLite, which has no roles, by plain statements.
 * With `owedBy` (an instance that ships the trail), each record appended is also noted as owed to
 * the collector by that instance (`audit_outbox`), in the same transaction and, on PostgreSQL, the
 * same statement: shipping costs an append no round trip.
 */
export function createAuditChainWrites(
  db: Kysely<Database>,
  { owedBy = null }: { owedBy?: string | null } = {},
) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** One call of an audit function, and the record it appends noted as owed when it ships. */
  const callAppending = async (
    trx: Transaction<Database>,
    call: RawBuilder<unknown>,
    id: number,
  ) => {
    if (owedBy === null) {
      await sql`select ${call}`.execute(trx);
      return;
    }
    await sql`with appended as (select ${call})
      insert into audit_outbox (record_id, instance) select ${id}, ${owedBy} from appended`.execute(
      trx,
    );
  };

  /** Moves the chain head on by one, or locks it, until the transaction ends. */
  const takeHead = async (trx: Transaction<Database>): Promise<AuditHeadTaken> => {
    if (isPostgres) {
      await sql.raw(`set local lock_timeout = '${headLockTimeout}'`).execute(trx);
      const { rows } = await sql<{ next_id: string; last_hash: string }>`
        select next_id, last_hash from audit_take_head()`.execute(trx);
      const [head] = rows;
      if (!head) throw new Error('the audit chain head is missing');
      return { id: Number(head.next_id), prevHash: head.last_hash };
    }
    const head = await trx
      .updateTable('audit_chain_head')
      .set({ last_id: sql<number>`last_id + 1` })
      .where('id', '=', 1)
      .returning(['last_id', 'last_hash'])
      .executeTakeFirstOrThrow();
    return { id: Number(head.last_id), prevHash: head.last_hash };
  };

  /** Appends the record that follows the head taken, and moves the head to it. */
  const appendAt = async (
    trx: Transaction<Database>,
    head: AuditHeadTaken,
    content: AuditContent,
  ) => {
    const link = linkAfter(head, content);
    if (isPostgres) {
      await callAppending(trx, sql`audit_append(${JSON.stringify(link)}::jsonb)`, link.id);
    } else {
      await trx.insertInto('audit_events').values(link).execute();
      await trx
        .updateTable('audit_chain_head')
        .set({ last_hash: link.hash })
        .where('id', '=', 1)
        .execute();
      if (owedBy !== null) {
        await trx
          .insertInto('audit_outbox')
          .values({ record_id: link.id, instance: owedBy })
          .execute();
      }
    }
    return { id: link.id, hash: link.hash };
  };

  return {
    takeHead,
    appendAt,

    /** Takes the head and appends one record after it. */
    append: async (trx: Transaction<Database>, content: AuditContent) =>
      appendAt(trx, await takeHead(trx), content),

    /**
     * Deletes the run, leaves its checkpoint, chained to the one before, and appends the
     * `audit.purge` record naming it, after the head taken. On PostgreSQL `audit_purge` checks
     * each of these and refuses records younger than the database's retention floor.
     */
    purgeAt: async (
      trx: Transaction<Database>,
      head: AuditHeadTaken,
      { previous, firstId, last, context }: PurgedRun,
    ): Promise<AuditPurgeBatch> => {
      const count = last.id - firstId + 1;
      const checkpoint = checkpointAfter(previous, { last, count, at: context.occurredAt });
      const batch = purgeBatchOf(checkpoint);
      const content = auditContentOf(purgeRecord(context, batch));
      if (isPostgres) {
        const record = linkAfter(head, content);
        await callAppending(
          trx,
          sql`audit_purge(${JSON.stringify(checkpoint)}::jsonb, ${JSON.stringify(record)}::jsonb)`,
          record.id,
        );
        return batch;
      }
      const deleted = await trx
        .deleteFrom('audit_events')
        .where('id', '>=', firstId)
        .where('id', '<=', last.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== count) {
        throw new Error(`the audit records ${firstId} to ${last.id} are not all there`);
      }
      await trx.insertInto('audit_checkpoints').values(checkpoint).execute();
      await appendAt(trx, head, content);
      return batch;
    },
  };
}
