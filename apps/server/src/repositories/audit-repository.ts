import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditEvent } from '../lib/audit-chain/audit-event';
import {
  checkpointAfter,
  checkpointProblem,
  firstIdAfter,
  trailStart,
  type AuditCheckpoint,
} from '../lib/audit-chain/checkpoints';
import {
  lastOfOldRun,
  purgeBatchOf,
  purgeClaimOf,
  purgeClaimProblem,
  purgeRecord,
  type AuditPurgeBatch,
  type AuditPurgeContext,
} from '../lib/audit-chain/purge';
import { auditContentOf, type AuditContent } from '../lib/audit-chain/record-content';
import { linkAfter, type AuditHeadTaken } from '../lib/audit-chain/record-links';
import {
  intactSoFar,
  recordProblem,
  startRecordWalk,
  walkPast,
} from '../lib/audit-chain/record-walk';
import { brokenChain, intactChain, type AuditVerification } from '../lib/audit-chain/verification';

// The chain's vocabulary, for the trail's callers.
export type { AuditDetails, AuditEvent, AuditEventKind } from '../lib/audit-chain/audit-event';
export { hashAuditCheckpoint } from '../lib/audit-chain/checkpoints';
export { genesisHash, hashAuditRecord } from '../lib/audit-chain/record-links';

/** How long an append waits on PostgreSQL for the chain head before it gives up. */
const headLockTimeout = '5s';

/** Rows read at once by verify(): its memory stays the same however long the trail. */
const defaultPageSize = 1_000;

/** Records one purge transaction deletes at most: it holds the chain head that long. */
export const defaultPurgeBatchSize = 1_000;

/** How often verify() starts again when a purge deleted records under its walk. */
const walksWhilePurged = 3;

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
 * record is written, chained and checked is the chain's (`lib/audit-chain`).
 */
export function createAuditRepository(db: Kysely<Database>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

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

  /** Moves the chain head on by one and locks it until the transaction ends. */
  const takeHead = async (trx: Transaction<Database>): Promise<AuditHeadTaken> => {
    if (isPostgres) await sql.raw(`set local lock_timeout = '${headLockTimeout}'`).execute(trx);
    const head = await trx
      .updateTable('audit_chain_head')
      .set({ last_id: sql<number>`last_id + 1` })
      .where('id', '=', 1)
      .returning(['last_id', 'last_hash'])
      .executeTakeFirstOrThrow();
    return { id: Number(head.last_id), prevHash: head.last_hash };
  };

  /** Inserts the record at the id the head was moved to, and gives the head its hash. */
  const appendAt = async (
    trx: Transaction<Database>,
    head: AuditHeadTaken,
    content: AuditContent,
  ) => {
    const link = linkAfter(head, content);
    await trx.insertInto('audit_events').values(link).execute();
    await trx
      .updateTable('audit_chain_head')
      .set({ last_hash: link.hash })
      .where('id', '=', 1)
      .execute();
    return { id: link.id, hash: link.hash };
  };

  /** The checkpoints in order, checked; the newest, or what is wrong with one. */
  const walkCheckpoints = async (
    pageSize: number,
  ): Promise<{ newest: AuditCheckpoint } | AuditVerification> => {
    let newest = trailStart;
    for (;;) {
      const rows = await db
        .selectFrom('audit_checkpoints')
        .selectAll()
        .where('id', '>', newest.id)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      for (const row of rows) {
        const problem = checkpointProblem(newest, row);
        if (problem) return brokenChain(problem.id, problem.problem, 0);
        newest = { ...row, id: Number(row.id), last_purged_id: Number(row.last_purged_id) };
      }
      if (rows.length < pageSize) return { newest };
    }
  };

  /** Whether a purge recorded a checkpoint after this one. */
  const purgedSince = async (checkpointId: number) =>
    (await db
      .selectFrom('audit_checkpoints')
      .select('id')
      .where('id', '>', checkpointId)
      .limit(1)
      .executeTakeFirst()) !== undefined;

  /** The checkpoint of that number, as much as a purge record names of it. */
  const checkpointNumbered = (id: number) =>
    db
      .selectFrom('audit_checkpoints')
      .select('last_purged_id')
      .where('id', '=', id)
      .executeTakeFirst();

  /** Whether a record chained to this hash lies after this id: the record was moved up. */
  const followedLater = async (hash: string, id: number) =>
    (await db
      .selectFrom('audit_events')
      .select('id')
      .where('hash', '=', hash)
      .where('id', '>', id)
      .limit(1)
      .executeTakeFirst()) !== undefined;

  /** What a record tells of the chain beyond the links: for a purge, its checkpoint. */
  const purgeRecordProblem = async (row: AuditEventRow) => {
    const claim = purgeClaimOf(row);
    return claim ? purgeClaimProblem(claim, await checkpointNumbered(claim.checkpointId)) : null;
  };

  const purgedMeanwhile = Symbol('purged meanwhile');

  /** One walk of verify(): its answer, or `purgedMeanwhile` when a purge got in its way. */
  const walkTrail = async (
    pageSize: number,
  ): Promise<AuditVerification | typeof purgedMeanwhile> => {
    const head = await db
      .selectFrom('audit_chain_head')
      .select(['last_id', 'last_hash'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!head) return brokenChain(0, 'head', 0);
    const checkpoints = await walkCheckpoints(pageSize);
    if ('ok' in checkpoints) return checkpoints;
    const { newest } = checkpoints;
    let walk = startRecordWalk(newest);
    const lastId = Number(head.last_id);
    const removedAt = async (row?: AuditEventRow) =>
      (await purgedSince(newest.id))
        ? purgedMeanwhile
        : brokenChain(walk.expectedId, 'removed', intactSoFar(walk), row);

    while (walk.expectedId <= lastId) {
      const rows = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('id', '>=', walk.expectedId)
        .where('id', '<=', lastId)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const id = Number(row.id);
        const problem = recordProblem(walk, row);
        if (problem === 'removed') return removedAt(row);
        if (problem === 'unlinked' && (await followedLater(row.prev_hash, id))) {
          return brokenChain(id, 'reordered', intactSoFar(walk), row);
        }
        if (problem) return brokenChain(id, problem, intactSoFar(walk), row);
        const checkpointProblem = await purgeRecordProblem(row);
        if (checkpointProblem) return brokenChain(id, checkpointProblem, intactSoFar(walk), row);
        walk = walkPast(walk, row);
      }
    }
    if (walk.expectedId <= lastId) return removedAt();
    if (walk.previousHash !== head.last_hash) {
      return brokenChain(lastId, 'head', intactSoFar(walk));
    }
    // Read in one statement with the head as it is now: records appended since the walk
    // started are behind it, and anything past it was not appended through it.
    const beyond = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', db.selectFrom('audit_chain_head').select('last_id').where('id', '=', 1))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (beyond) return brokenChain(Number(beyond.id), 'head', intactSoFar(walk), beyond);
    return intactChain(intactSoFar(walk), newest);
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
     * Appends one record at the end of the chain. The first statement moves the chain head on,
     * which locks it until the commit: on PostgreSQL a row lock, which every other instance's
     * append waits for, on SQLite the database's write lock (taken by the first write, so a
     * transaction never has to upgrade a read lock). So the appends of every instance form one
     * chain, and a failed one leaves neither a record nor a gap.
     */
    append: (event: AuditEvent) =>
      db.transaction().execute(async (trx) => {
        const head = await takeHead(trx);
        return appendAt(trx, head, auditContentOf(event));
      }),

    /**
     * Deletes the oldest records that occurred before `before`, at most `batchSize` of them, in
     * one transaction that holds the chain head: the records deleted (ids without gaps from the
     * first one left, all before `before`, stopping at the first that is not), a checkpoint
     * naming the last of them, chained to the previous checkpoint, and an `audit.purge` record
     * appended to the trail. Null when there is nothing to delete (nothing is written then).
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
          const head = await takeHead(trx);
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
          const deleted = await trx
            .deleteFrom('audit_events')
            .where('id', '>=', firstId)
            .where('id', '<=', last.id)
            .executeTakeFirst();
          const checkpoint = checkpointAfter(previous, {
            last,
            count: Number(deleted.numDeletedRows),
            at: context.occurredAt,
          });
          await trx.insertInto('audit_checkpoints').values(checkpoint).execute();
          const batch = purgeBatchOf(checkpoint);
          await appendAt(trx, head, auditContentOf(purgeRecord(context, batch)));
          return batch;
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
     * walk), and names the first checkpoint or record that is wrong. The first record left must
     * follow the newest checkpoint: the next id, linked to its hash. A purge that deletes records
     * under the walk starts it again from its checkpoint.
     */
    verify: async ({
      pageSize = defaultPageSize,
    }: { pageSize?: number } = {}): Promise<AuditVerification> => {
      for (let walk = 1; ; walk += 1) {
        const result = await walkTrail(pageSize);
        if (result !== purgedMeanwhile) return result;
        if (walk === walksWhilePurged)
          throw new Error('the audit trail was purged under each walk');
      }
    },
  };
}
