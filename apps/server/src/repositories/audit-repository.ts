import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The previous hash of the first record: nothing comes before it (migration 0015). */
export const genesisHash = '0'.repeat(64);

/** How long an append waits on PostgreSQL for the chain head before it gives up. */
const headLockTimeout = '5s';

/** Rows read at once by verify(): its memory stays the same however long the trail. */
const defaultPageSize = 1_000;

/** Records one purge transaction deletes at most: it holds the chain head that long. */
export const defaultPurgeBatchSize = 1_000;

/** How often verify() starts again when a purge deleted records under its walk. */
const walksWhilePurged = 3;

export type AuditEventKind =
  | 'auth.sign-in'
  | 'auth.sign-out'
  | 'session.end'
  | 'session.end-others'
  | 'access.refused'
  | 'firm.switch'
  | 'password.change'
  | 'payment.applied'
  | 'payment.replayed'
  | 'duty.grant'
  | 'duty.revoke'
  | 'audit.export'
  | 'audit.verify'
  | 'registry.change'
  | 'registry.request'
  | 'registry.approve'
  | 'registry.reject'
  | 'menu.change'
  | 'feedback.handled'
  | 'session.end-by-admin'
  | 'account.disable'
  | 'account.enable'
  | 'audit.purge'
  | 'session.expire'
  | 'session.lock'
  | 'session.unlock'
  | 'token.revoke'
  | 'edit-lock.take'
  | 'edit-lock.lose'
  | 'second-factor.enrol'
  | 'second-factor.remove'
  | 'second-factor.recovery-codes'
  | 'second-factor.reset'
  | 'auth.reauthenticate'
  | 'account.unlock';

export type AuditResult = 'success' | 'failure' | 'refused';

/** Facts about an event beyond its columns: ids, flags, names. Never a password, token or form. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export type AuditEvent = {
  occurredAt: Date;
  event: AuditEventKind;
  result: AuditResult;
  /** Why it failed or was refused: a message key such as `auth.badCredentials`, or a word. */
  reason?: string | null;
  userId?: number | null;
  /** The username given; on a failed sign-in, the name attempted. */
  username?: string | null;
  firmId?: number | null;
  object?: { type: string; id: string | number } | null;
  clientAddress: string;
  userAgent: string;
  requestId: string;
  details?: AuditDetails | null;
};

type AuditEventRow = Selectable<Database['audit_events']>;

/** What a record's hash covers, besides the previous hash: every column but id and the hashes. */
type AuditContent = Omit<AuditEventRow, 'id' | 'prev_hash' | 'hash'>;

/** What can be wrong at a record, in the order verify() looks. */
export type AuditProblem =
  /** Its content no longer gives its hash. */
  | 'changed'
  /** Its id is missing: the ids run without gaps up to the chain head's. */
  | 'removed'
  /** It is intact but does not follow the record before it, which is found later in the trail. */
  | 'reordered'
  /** It is intact but does not follow the record before it, which is nowhere: that one was
   * rewritten with a new hash, or records were removed and the rest renumbered. */
  | 'unlinked'
  /** The chain head does not name the last record, or a record lies beyond it. */
  | 'head'
  /** A checkpoint's content no longer gives its hash, or it does not follow the one before. */
  | 'checkpoint-changed'
  /** A checkpoint is missing: its number, or the one a purge record names, is not there. */
  | 'checkpoint-removed';

/** The newest checkpoint a walk started from: the records up to `lastPurgedId` were purged. */
export type AuditCheckpointSummary = { id: number; lastPurgedId: number; purgedAt: string };

export type AuditVerification =
  | {
      ok: true;
      /** Records checked: those left after the newest checkpoint. */
      count: number;
      /** The newest checkpoint, where the walk started; null when nothing was ever purged. */
      checkpoint: AuditCheckpointSummary | null;
    }
  | {
      ok: false;
      /**
       * The first record found wrong (for 'removed', the first missing id); for a checkpoint
       * problem, the checkpoint's number.
       */
      id: number;
      problem: AuditProblem;
      /** The record where it showed: for 'removed', the one after the gap if any. */
      found: { id: number; occurredAt: string; event: string } | null;
      /** Records checked intact before it. */
      intact: number;
    };

const lengths = {
  event: 64,
  result: 16,
  reason: 128,
  username: 255,
  objectType: 64,
  objectId: 512,
  clientAddress: 64,
  userAgent: 512,
  requestId: 64,
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as both databases store it, so that the hash of what is written is the hash of what is
 * read back: no lone surrogate (PostgreSQL would store U+FFFD) or NUL (it refuses one), at most
 * `max` characters.
 */
function storable(text: string, max: number): string {
  const clean = text.replace(loneSurrogate, '\uFFFD').replaceAll('\u0000', '\uFFFD');
  if (clean.length <= max) return clean;
  return Array.from(clean).slice(0, max).join('');
}

const storableOrNull = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : storable(text, max);

function detailsText(details: AuditDetails | null | undefined): string | null {
  if (!details) return null;
  const sorted = Object.keys(details)
    .sort()
    .map((key) => {
      const value = details[key] ?? null;
      return [storable(key, 64), typeof value === 'string' ? storable(value, 512) : value];
    });
  return JSON.stringify(Object.fromEntries(sorted));
}

function contentOf(event: AuditEvent): AuditContent {
  return {
    occurred_at: event.occurredAt.toISOString(),
    event: storable(event.event, lengths.event),
    result: storable(event.result, lengths.result),
    reason: storableOrNull(event.reason, lengths.reason),
    user_id: event.userId ?? null,
    username: storableOrNull(event.username, lengths.username),
    firm_id: event.firmId ?? null,
    object_type: storableOrNull(event.object?.type, lengths.objectType),
    object_id: storableOrNull(
      event.object === null || event.object === undefined ? null : String(event.object.id),
      lengths.objectId,
    ),
    client_address: storable(event.clientAddress, lengths.clientAddress),
    user_agent: storable(event.userAgent, lengths.userAgent),
    request_id: storable(event.requestId, lengths.requestId),
    details: detailsText(event.details),
  };
}

/**
 * SHA-256 (hex) of the previous record's hash followed by the content as a JSON array in a fixed
 * order. The id is not in it: a record moved to another id keeps its hash, and shows as reordered.
 */
export function hashAuditRecord(prevHash: string, content: AuditContent): string {
  const fields = [
    content.occurred_at,
    content.event,
    content.result,
    content.reason,
    content.user_id === null ? null : Number(content.user_id),
    content.username,
    content.firm_id === null ? null : Number(content.firm_id),
    content.object_type,
    content.object_id,
    content.client_address,
    content.user_agent,
    content.request_id,
    content.details,
  ];
  return createHash('sha256').update(prevHash).update(JSON.stringify(fields)).digest('hex');
}

type AuditCheckpointRow = Selectable<Database['audit_checkpoints']>;

/** What a checkpoint's hash covers, besides the previous checkpoint's hash. */
type AuditCheckpointContent = Pick<
  AuditCheckpointRow,
  'id' | 'last_purged_hash' | 'purged_count' | 'purged_at'
> & { last_purged_id: number | string };

/**
 * SHA-256 (hex) of the previous checkpoint's hash followed by the content as a JSON array: its
 * number, the last purged record's id and hash, the count purged and when. Its number is in it,
 * so a checkpoint cannot be moved to another.
 */
export function hashAuditCheckpoint(prevHash: string, content: AuditCheckpointContent): string {
  const fields = [
    Number(content.id),
    Number(content.last_purged_id),
    content.last_purged_hash,
    Number(content.purged_count),
    content.purged_at,
  ];
  return createHash('sha256').update(prevHash).update(JSON.stringify(fields)).digest('hex');
}

/** Where the trail starts when nothing was purged: before record 1, after the genesis hash. */
const noCheckpoint = { id: 0, last_purged_id: 0, last_purged_hash: genesisHash, hash: genesisHash };

/** What a purge writes of itself in the trail: when, and the server as the client. */
export type AuditPurgeContext = Pick<
  AuditEvent,
  'occurredAt' | 'clientAddress' | 'userAgent' | 'requestId'
>;

/** What one purge transaction did: the records deleted and the checkpoint left for them. */
export type AuditPurgeBatch = { count: number; upToId: number; checkpointId: number };

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
  const takeHead = async (trx: Transaction<Database>) => {
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
    { id, prevHash }: { id: number; prevHash: string },
    content: AuditContent,
  ) => {
    const hash = hashAuditRecord(prevHash, content);
    await trx
      .insertInto('audit_events')
      .values({ id, ...content, prev_hash: prevHash, hash })
      .execute();
    await trx
      .updateTable('audit_chain_head')
      .set({ last_hash: hash })
      .where('id', '=', 1)
      .execute();
    return { id, hash };
  };

  const broken = (
    id: number,
    problem: AuditProblem,
    intact: number,
    row?: { id: bigint | number | string; occurred_at: string; event: string },
  ): AuditVerification => ({
    ok: false,
    id,
    problem,
    found: row ? { id: Number(row.id), occurredAt: row.occurred_at, event: row.event } : null,
    intact,
  });

  /** The checkpoints in order, checked; the newest, or what is wrong with one. */
  const walkCheckpoints = async (
    pageSize: number,
  ): Promise<{ newest: typeof noCheckpoint & Partial<AuditCheckpointRow> } | AuditVerification> => {
    let newest: typeof noCheckpoint & Partial<AuditCheckpointRow> = noCheckpoint;
    for (;;) {
      const rows = await db
        .selectFrom('audit_checkpoints')
        .selectAll()
        .where('id', '>', newest.id)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      for (const row of rows) {
        const id = Number(row.id);
        if (id !== newest.id + 1) return broken(newest.id + 1, 'checkpoint-removed', 0);
        const followsPrevious =
          row.prev_hash === newest.hash &&
          Number(row.last_purged_id) - Number(newest.last_purged_id) === Number(row.purged_count);
        if (hashAuditCheckpoint(row.prev_hash, row) !== row.hash || !followsPrevious) {
          return broken(id, 'checkpoint-changed', 0);
        }
        newest = { ...row, id, last_purged_id: Number(row.last_purged_id) };
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

  /** What is wrong with the checkpoint an `audit.purge` record names, if anything. */
  const purgeRecordProblem = async (row: AuditEventRow): Promise<AuditProblem | null> => {
    if (row.event !== 'audit.purge' || row.result !== 'success' || row.details === null) {
      return null;
    }
    let named: Record<string, unknown>;
    try {
      named = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      return null;
    }
    const { checkpointId, upToId } = named;
    if (typeof checkpointId !== 'number' || typeof upToId !== 'number') return null;
    const checkpoint = await db
      .selectFrom('audit_checkpoints')
      .select('last_purged_id')
      .where('id', '=', checkpointId)
      .executeTakeFirst();
    if (!checkpoint) return 'checkpoint-removed';
    return Number(checkpoint.last_purged_id) === upToId ? null : 'checkpoint-changed';
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
    if (!head) return broken(0, 'head', 0);
    const checkpoints = await walkCheckpoints(pageSize);
    if ('ok' in checkpoints) return checkpoints;
    const { newest } = checkpoints;
    const firstId = Number(newest.last_purged_id) + 1;
    let expectedId = firstId;
    let previousHash = newest.last_purged_hash;
    const lastId = Number(head.last_id);
    const intact = () => expectedId - firstId;
    const removedAt = async (row?: AuditEventRow) =>
      (await purgedSince(newest.id))
        ? purgedMeanwhile
        : broken(expectedId, 'removed', intact(), row);

    while (expectedId <= lastId) {
      const rows = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('id', '>=', expectedId)
        .where('id', '<=', lastId)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const id = Number(row.id);
        if (id !== expectedId) return removedAt(row);
        if (hashAuditRecord(row.prev_hash, row) !== row.hash) {
          return broken(id, 'changed', intact(), row);
        }
        if (row.prev_hash !== previousHash) {
          const predecessor = await db
            .selectFrom('audit_events')
            .select('id')
            .where('hash', '=', row.prev_hash)
            .where('id', '>', id)
            .limit(1)
            .executeTakeFirst();
          return broken(id, predecessor ? 'reordered' : 'unlinked', intact(), row);
        }
        const checkpointProblem = await purgeRecordProblem(row);
        if (checkpointProblem) return broken(id, checkpointProblem, intact(), row);
        previousHash = row.hash;
        expectedId += 1;
      }
    }
    if (expectedId <= lastId) return removedAt();
    if (previousHash !== head.last_hash) return broken(lastId, 'head', intact());
    // Read in one statement with the head as it is now: records appended since the walk
    // started are behind it, and anything past it was not appended through it.
    const beyond = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', db.selectFrom('audit_chain_head').select('last_id').where('id', '=', 1))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (beyond) return broken(Number(beyond.id), 'head', intact(), beyond);
    return {
      ok: true,
      count: intact(),
      checkpoint:
        newest.id === 0
          ? null
          : {
              id: newest.id,
              lastPurgedId: Number(newest.last_purged_id),
              purgedAt: newest.purged_at ?? '',
            },
    };
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
        return appendAt(trx, head, contentOf(event));
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
      const beforeText = before.toISOString();
      // A look without the lock first: most runs find nothing old enough.
      const oldest = await db
        .selectFrom('audit_events')
        .select('occurred_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!oldest || oldest.occurred_at >= beforeText) return null;
      try {
        return await db.transaction().execute(async (trx) => {
          const head = await takeHead(trx);
          const previous =
            (await trx
              .selectFrom('audit_checkpoints')
              .selectAll()
              .orderBy('id', 'desc')
              .limit(1)
              .executeTakeFirst()) ?? noCheckpoint;
          const firstId = Number(previous.last_purged_id) + 1;
          const rows = await trx
            .selectFrom('audit_events')
            .select(['id', 'hash', 'occurred_at'])
            .where('id', '>=', firstId)
            .orderBy('id')
            .limit(batchSize)
            .execute();
          // Only the unbroken run of old records at the start: the trail stays one chain.
          let last: { id: number; hash: string } | null = null;
          for (const [index, row] of rows.entries()) {
            if (Number(row.id) !== firstId + index || row.occurred_at >= beforeText) break;
            last = { id: Number(row.id), hash: row.hash };
          }
          if (!last) throw new NothingToPurge();
          const deleted = await trx
            .deleteFrom('audit_events')
            .where('id', '>=', firstId)
            .where('id', '<=', last.id)
            .executeTakeFirst();
          const checkpoint = {
            id: previous.id + 1,
            last_purged_id: last.id,
            last_purged_hash: last.hash,
            purged_count: Number(deleted.numDeletedRows),
            purged_at: context.occurredAt.toISOString(),
          };
          await trx
            .insertInto('audit_checkpoints')
            .values({
              ...checkpoint,
              prev_hash: previous.hash,
              hash: hashAuditCheckpoint(previous.hash, checkpoint),
            })
            .execute();
          const batch = {
            count: checkpoint.purged_count,
            upToId: last.id,
            checkpointId: checkpoint.id,
          };
          await appendAt(
            trx,
            head,
            contentOf({
              ...context,
              event: 'audit.purge',
              result: 'success',
              object: { type: 'audit-checkpoint', id: checkpoint.id },
              details: batch,
            }),
          );
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
