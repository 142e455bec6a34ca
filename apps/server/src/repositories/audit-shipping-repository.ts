import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditLink } from '../lib/audit-chain/record-links';
import type { TrailAtCheckpoints } from '../lib/audit-shipping/checkpoint-check';
import type { OwedRecord } from '../lib/audit-shipping/shipper';

/** Ids compared in one statement at most, well under either database's limit of parameters. */
const idsPerStatement = 1_000;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

export type AuditShippingRepository = ReturnType<typeof createAuditShippingRepository>;

/**
 * What the instances owe the audit collector (`audit_outbox`, migration 0035), who ships
 * (`audit_shippers`), and what of the trail the signed checkpoints are checked against.
 */
export function createAuditShippingRepository(db: Kysely<Database>) {
  return {
    /**
     * The records `instance` owes after `afterId`, in id order, at most `limit`: each with the
     * stored record, or null when the trail no longer holds it. One indexed range read.
     */
    owed: async (instance: string, afterId: number, limit: number): Promise<OwedRecord[]> => {
      const rows = await db
        .selectFrom('audit_outbox')
        .leftJoin('audit_events', 'audit_events.id', 'audit_outbox.record_id')
        .select('audit_outbox.record_id')
        .selectAll('audit_events')
        .where('audit_outbox.instance', '=', instance)
        .where('audit_outbox.record_id', '>', afterId)
        .orderBy('audit_outbox.record_id')
        .limit(limit)
        .execute();
      return rows.map(({ record_id: recordId, ...stored }) => ({
        id: Number(recordId),
        // Joined: every column is there when the id is.
        record: stored.id === null ? null : ({ ...stored, id: Number(stored.id) } as AuditLink),
      }));
    },

    /** The highest id `instance` owes, 0 when none. */
    owedThrough: async (instance: string): Promise<number> => {
      const row = await db
        .selectFrom('audit_outbox')
        .select((eb) => eb.fn.max('record_id').as('last'))
        .where('instance', '=', instance)
        .executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    /** The collector has these records of `instance`: no longer owed. */
    settle: async (instance: string, ids: readonly number[]) => {
      for (const chunk of chunksOf(ids, idsPerStatement)) {
        await db
          .deleteFrom('audit_outbox')
          .where('instance', '=', instance)
          .where('record_id', 'in', chunk)
          .execute();
      }
    },

    /**
     * Notes that `instance` ships, now, and takes over what every other writer owes that has not
     * shipped since `abandonedBefore`: an instance gone for good (a host replaced, a name changed),
     * or a writer that never ships (the console tasks), so that nothing is left unsent. Answers how
     * many records it took, and the instances gone (those that had shipped) it took them from.
     */
    keepAlive: async (instance: string, now: Date, abandonedBefore: Date) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('audit_shippers')
          .values({ instance, seen_at: now.toISOString() })
          .onConflict((conflict) =>
            conflict.column('instance').doUpdateSet({ seen_at: now.toISOString() }),
          )
          .execute();
        const unattended = await trx
          .selectFrom('audit_outbox')
          .select('instance')
          .distinct()
          .where('instance', '<>', instance)
          .where((eb) =>
            eb(
              'instance',
              'not in',
              eb
                .selectFrom('audit_shippers')
                .select('instance')
                .where('seen_at', '>=', abandonedBefore.toISOString()),
            ),
          )
          .execute();
        const writers = unattended.map((row) => row.instance);
        if (writers.length === 0) return { adopted: 0, from: [] };
        const gone = await trx
          .deleteFrom('audit_shippers')
          .where('instance', 'in', writers)
          .returning('instance')
          .execute();
        const taken = await trx
          .updateTable('audit_outbox')
          .set({ instance })
          .where('instance', 'in', writers)
          .executeTakeFirst();
        return {
          adopted: Number(taken.numUpdatedRows),
          from: gone.map((row) => row.instance).sort(),
        };
      }),

    /** The chain head: the last record's id and hash. */
    head: async () => {
      const head = await db
        .selectFrom('audit_chain_head')
        .select(['last_id', 'last_hash'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { id: Number(head.last_id), hash: head.last_hash };
    },

    /** What the trail holds of the records the signed checkpoints name (`ids`). */
    trailAtCheckpoints: async (ids: readonly number[]): Promise<TrailAtCheckpoints> => {
      const head = await db
        .selectFrom('audit_chain_head')
        .select('last_id')
        .where('id', '=', 1)
        .executeTakeFirst();
      const recordHashes = new Map<number, string>();
      for (const chunk of chunksOf([...new Set(ids)], idsPerStatement)) {
        const rows = await db
          .selectFrom('audit_events')
          .select(['id', 'hash'])
          .where('id', 'in', chunk)
          .execute();
        for (const row of rows) recordHashes.set(Number(row.id), row.hash);
      }
      const purges = await db
        .selectFrom('audit_checkpoints')
        .select(['last_purged_id', 'last_purged_hash'])
        .execute();
      const purgedHashes = new Map(
        purges.map((purge) => [Number(purge.last_purged_id), purge.last_purged_hash]),
      );
      return {
        head: head ? { id: Number(head.last_id) } : null,
        recordHashes,
        purgedThroughId: Math.max(0, ...purgedHashes.keys()),
        purgedHashes,
      };
    },
  };
}
