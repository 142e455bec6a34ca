import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditEvent } from '../lib/audit-chain/audit-event';
import { firstIdAfter, trailStart } from '../lib/audit-chain/checkpoints';
import {
  lastOfOldRun,
  type AuditPurgeBatch,
  type AuditPurgeContext,
} from '../lib/audit-chain/purge';
import { auditContentOf } from '../lib/audit-chain/record-content';
import type { AuditVerification } from '../lib/audit-chain/verification';
import { createRefusalTallies } from './access-refusal-tallies';
import { createAuditChainWrites } from './audit-chain-writes';
import { purgedMeanwhile, walkTrail } from './audit-trail-walk';

/** Rows read at once by verify(): its memory stays the same however long the trail. */
const defaultPageSize = 1_000;

/** Records one purge transaction deletes at most: it holds the chain head that long. */
export const defaultPurgeBatchSize = 1_000;

/** How often verify() starts again when a purge deleted records under its walk. */
const walksWhilePurged = 3;

/** The breaks verify() lists at most: it counts every one, and an auditor needs the first ones. */
export const defaultMaxListedBreaks = 1_000;

type AuditEventRow = Selectable<Database['audit_events']>;

/** Thrown inside a purge transaction that finds nothing to delete: rolls the head back. */
class NothingToPurge extends Error {}

/** What the auditors' search filters on; every filter given must hold. */
export type AuditSearchFilter = {
  userId?: number | undefined;
  username?: string | undefined;
  firmId?: number | undefined;
  event?: string | undefined;
  result?: string | undefined;
  /** ISO 8601 in UTC, inclusive. */
  from?: string | undefined;
  /** ISO 8601 in UTC, exclusive. */
  to?: string | undefined;
};

/** A record as the search reads it: every column, the id as a number. */
export type AuditRecordRow = Omit<AuditEventRow, 'id'> & { id: number };

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/**
 * The audit trail's storage: its queries, transactions and the lock on the chain head. How a
 * record is written, chained and checked is the chain's (`lib/audit-chain`). With `owedBy`, every
 * record appended is owed to the audit collector by that instance (audit-chain-writes.ts).
 */
export function createAuditRepository(
  db: Kysely<Database>,
  options: { owedBy?: string | null } = {},
) {
  const writes = createAuditChainWrites(db, options);

  /**
   * The filtered records below an id, newest first. Each filter is one column compared with a
   * value, and every one has an index of that column and the id (migrations 0015, 0020): a page
   * is one backward range scan from the cursor, however deep in the trail it starts.
   */
  const below = async (filter: AuditSearchFilter, before: number | undefined, limit: number) => {
    let query = db.selectFrom('audit_events').selectAll();
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.username !== undefined) query = query.where('username', '=', filter.username);
    if (filter.firmId !== undefined) query = query.where('firm_id', '=', filter.firmId);
    if (filter.event !== undefined) query = query.where('event', '=', filter.event);
    if (filter.result !== undefined) query = query.where('result', '=', filter.result);
    if (filter.from !== undefined) query = query.where('occurred_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('occurred_at', '<', filter.to);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row): AuditRecordRow => ({ ...row, id: Number(row.id) }));
  };

  return {
    /**
     * A page of the filtered trail, newest first, below the cursor (the last id of the page
     * before); `nextCursor` is null on the last page.
     */
    search: async (
      filter: AuditSearchFilter,
      { cursor, limit }: { cursor?: number | undefined; limit: number },
    ) => {
      // One more than the page: whether there is a next page, without counting.
      const rows = await below(filter, cursor, limit + 1);
      const records = rows.slice(0, limit);
      const last = records.at(-1);
      return { records, nextCursor: rows.length > limit && last ? last.id : null };
    },

    /** Every filtered record, newest first, a page at a time: constant memory for any export. */
    async *each(filter: AuditSearchFilter, { pageSize = defaultPageSize } = {}) {
      let cursor: number | undefined;
      for (;;) {
        const rows = await below(filter, cursor, pageSize);
        yield* rows;
        const last = rows.at(-1);
        if (rows.length < pageSize || !last) return;
        cursor = last.id;
      }
    },

    /**
     * Appends one record at the end of the chain. The first statement takes the chain head,
     * which locks it until the commit: on PostgreSQL a row lock (`audit_take_head`), which every
     * other instance's append waits for, on SQLite the database's write lock (taken by the first
     * write, so a transaction never has to upgrade a read lock). So the appends of every instance
     * form one chain, and a failed one leaves neither a record nor a gap.
     */
    append: (event: AuditEvent) =>
      db.transaction().execute((trx) => writes.append(trx, auditContentOf(event))),

    /**
     * Deletes the oldest records that occurred before `before`, at most `batchSize` of them, in
     * one transaction that holds the chain head: the records deleted (ids without gaps from the
     * first one left, all before `before`, stopping at the first that is not), a checkpoint
     * naming the last of them, chained to the previous checkpoint, and an `audit.purge` record
     * appended to the trail. Null when there is nothing to delete (nothing is written then).
     * On PostgreSQL the deletion is `audit_purge`'s, with its owner's rights (migration 0034).
     */
    purgeBatch: async (
      before: Date,
      context: AuditPurgeContext,
      { batchSize = defaultPurgeBatchSize }: { batchSize?: number } = {},
    ): Promise<AuditPurgeBatch | null> => {
      // A look without the lock first: most runs find nothing old enough.
      const oldest = await db
        .selectFrom('audit_events')
        .select('occurred_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!oldest || oldest.occurred_at >= before.toISOString()) return null;
      try {
        return await db.transaction().execute(async (trx) => {
          const head = await writes.takeHead(trx);
          const previous =
            (await trx
              .selectFrom('audit_checkpoints')
              .selectAll()
              .orderBy('id', 'desc')
              .limit(1)
              .executeTakeFirst()) ?? trailStart;
          const firstId = firstIdAfter(previous);
          const rows = await trx
            .selectFrom('audit_events')
            .select(['id', 'hash', 'occurred_at'])
            .where('id', '>=', firstId)
            .orderBy('id')
            .limit(batchSize)
            .execute();
          const last = lastOfOldRun(rows, { firstId, before });
          if (!last) throw new NothingToPurge();
          return writes.purgeAt(trx, head, { previous, firstId, last, context });
        });
      } catch (error) {
        if (error instanceof NothingToPurge) return null;
        throw error;
      }
    },

    /**
     * Checks the checkpoints (numbers without gaps, each intact and following the one before),
     * then walks the trail in id order from the newest checkpoint, a page at a time, up to the
     * chain head as it is when the walk starts (records appended meanwhile wait for the next
     * walk), and names every checkpoint or record that is wrong, going on past each: the first
     * as the verdict's own, then all of them, at most `maxListed` listed and every one counted.
     * The first record left must follow the newest checkpoint: the next id, linked to its hash.
     * A purge that deletes records under the walk starts it again from its checkpoint.
     */
    verify: async ({
      pageSize = defaultPageSize,
      maxListed = defaultMaxListedBreaks,
    }: { pageSize?: number; maxListed?: number } = {}): Promise<AuditVerification> => {
      for (let walk = 1; ; walk += 1) {
        const result = await walkTrail(db, { pageSize, maxListed });
        if (result !== purgedMeanwhile) return result;
        if (walk === walksWhilePurged)
          throw new Error('the audit trail was purged under each walk');
      }
    },

    ...createRefusalTallies(db, writes),
  };
}
