import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditEvent } from '../lib/audit-chain/audit-event';
import { auditContentOf } from '../lib/audit-chain/record-content';
import {
  minuteOf,
  tallyOf,
  tallyRecord,
  type RefusalTally,
} from '../lib/audit-chain/refusal-tally';
import type { AuditChainWrites } from './audit-chain-writes';

/** Tallies one roll-up transaction writes at most: it holds the chain head that long. */
const rollUpBatchSize = 500;

/**
 * The counts of refused calls of no one signed in (`access_refusal_tallies`, migration 0034) and
 * their roll-up into the trail: the audit repository's, apart for its size.
 */
export function createRefusalTallies(db: Kysely<Database>, writes: AuditChainWrites) {
  /**
   * Removes up to a batch of the tallies of minutes before `before` and answers them: in one
   * statement, so a refusal counted meanwhile either made it into a row taken here or starts a
   * new row, never lost between the two.
   */
  const takeEnded = async (trx: Kysely<Database>, before: string) => {
    const { rows } = await sql<RefusalTally>`
      delete from access_refusal_tallies
      where (minute, client_address, reason) in (
        select minute, client_address, reason from access_refusal_tallies
        where minute < ${before}
        order by minute, client_address, reason
        limit ${rollUpBatchSize})
      returning *`.execute(trx);
    return rows.sort(
      (a, b) =>
        a.first_at.localeCompare(b.first_at) || a.client_address.localeCompare(b.client_address),
    );
  };

  return {
    /**
     * Counts a refused call of no one signed in under its client address, minute and reason:
     * one short write, which takes no turn at the chain head.
     */
    countRefusal: async (refusal: AuditEvent) => {
      const tally = tallyOf(refusal);
      await db
        .insertInto('access_refusal_tallies')
        .values({ ...tally, refusals: 1 })
        .onConflict((conflict) =>
          conflict.columns(['minute', 'client_address', 'reason']).doUpdateSet({
            refusals: sql<number>`access_refusal_tallies.refusals + 1`,
            last_at: sql<string>`case when excluded.last_at > access_refusal_tallies.last_at
              then excluded.last_at else access_refusal_tallies.last_at end`,
          }),
        )
        .execute();
    },

    /**
     * Writes the tallies of the minutes ended before `now`'s (all of them with `everything`) to
     * the trail, one `access.refused` record each, and removes them, in transactions of a batch:
     * a tally leaves its table only in the transaction that appends its record. Answers how many
     * records were written.
     */
    rollUpRefusals: async (now: Date, { everything = false } = {}) => {
      const before = everything ? '9999' : minuteOf(now);
      let written = 0;
      for (;;) {
        const pending = await db
          .selectFrom('access_refusal_tallies')
          .select('minute')
          .where('minute', '<', before)
          .limit(1)
          .executeTakeFirst();
        if (!pending) return written;
        written += await db.transaction().execute(async (trx) => {
          const tallies = await takeEnded(trx, before);
          for (const tally of tallies) {
            await writes.append(trx, auditContentOf(tallyRecord(tally)));
          }
          return tallies.length;
        });
      }
    },
  };
}
