import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** The previous hash of the first record: nothing comes before it (migration 0015). */
export const genesisHash = '0'.repeat(64);

/** How long an append waits on PostgreSQL for the chain head before it gives up. */
const headLockTimeout = '5s';

/** Rows read at once by verify(): its memory stays the same however long the trail. */
const defaultPageSize = 1_000;

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
  | 'audit.export'
  | 'audit.verify'
  | 'registry.change'
  | 'menu.change'
  | 'feedback.handled'
  | 'session.end-by-admin'
  | 'account.disable'
  | 'account.enable';

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
  | 'head';

export type AuditVerification =
  | { ok: true; count: number }
  | {
      ok: false;
      /** The first record found wrong (for 'removed', the first missing id). */
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
    append: (event: AuditEvent) => {
      const content = contentOf(event);
      return db.transaction().execute(async (trx) => {
        if (isPostgres) await sql.raw(`set local lock_timeout = '${headLockTimeout}'`).execute(trx);
        const head = await trx
          .updateTable('audit_chain_head')
          .set({ last_id: sql<number>`last_id + 1` })
          .where('id', '=', 1)
          .returning(['last_id', 'last_hash'])
          .executeTakeFirstOrThrow();
        const id = Number(head.last_id);
        const hash = hashAuditRecord(head.last_hash, content);
        await trx
          .insertInto('audit_events')
          .values({ id, ...content, prev_hash: head.last_hash, hash })
          .execute();
        await trx
          .updateTable('audit_chain_head')
          .set({ last_hash: hash })
          .where('id', '=', 1)
          .execute();
        return { id, hash };
      });
    },

    /**
     * Walks the trail in id order, a page at a time, up to the chain head as it is when the walk
     * starts (records appended meanwhile wait for the next walk), and names the first record that
     * is wrong.
     */
    verify: async ({
      pageSize = defaultPageSize,
    }: { pageSize?: number } = {}): Promise<AuditVerification> => {
      const head = await db
        .selectFrom('audit_chain_head')
        .select(['last_id', 'last_hash'])
        .where('id', '=', 1)
        .executeTakeFirst();
      let expectedId = 1;
      let previousHash = genesisHash;
      const broken = (
        id: number,
        problem: AuditProblem,
        row?: AuditEventRow,
      ): AuditVerification => ({
        ok: false,
        id,
        problem,
        found: row ? { id: Number(row.id), occurredAt: row.occurred_at, event: row.event } : null,
        intact: expectedId - 1,
      });
      if (!head) return broken(0, 'head');
      const lastId = Number(head.last_id);

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
          if (id !== expectedId) return broken(expectedId, 'removed', row);
          if (hashAuditRecord(row.prev_hash, row) !== row.hash) return broken(id, 'changed', row);
          if (row.prev_hash !== previousHash) {
            const predecessor = await db
              .selectFrom('audit_events')
              .select('id')
              .where('hash', '=', row.prev_hash)
              .where('id', '>', id)
              .limit(1)
              .executeTakeFirst();
            return broken(id, predecessor ? 'reordered' : 'unlinked', row);
          }
          previousHash = row.hash;
          expectedId += 1;
        }
      }
      if (expectedId <= lastId) return broken(expectedId, 'removed');
      if (previousHash !== head.last_hash) return broken(lastId, 'head');
      // Read in one statement with the head as it is now: records appended since the walk
      // started are behind it, and anything past it was not appended through it.
      const beyond = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('id', '>', db.selectFrom('audit_chain_head').select('last_id').where('id', '=', 1))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (beyond) return broken(Number(beyond.id), 'head', beyond);
      return { ok: true, count: lastId };
    },
  };
}
