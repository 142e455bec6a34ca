import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

/** How many rows one purge deleted, by what they were. */
export type PurgeCounts = {
  accessTokens: number;
  coreCacheSessions: number;
  idempotencyKeys: number;
  loginFailureWindows: number;
  usedIdTokens: number;
  feedback: number;
  subAppReports: number;
};

/** Deletes what no request can use any more (docs/production.md, "What is kept how long"). */
export function createRetentionRepository(db: Kysely<Database>) {
  return {
    /**
     * Deletes expired access tokens (revoked or not: an expired token is refused either way)
     * with their core-cache sessions, ended core-cache sessions of live tokens, idempotency keys
     * created before `idempotencyKeysBefore`, ended login-failure windows, used id_tokens past
     * their expiry, feedback sent before `feedbackBefore` and sub-app reports received before
     * `subAppReportsBefore`.
     */
    purge: async (
      now: Date,
      {
        idempotencyKeysBefore,
        feedbackBefore,
        subAppReportsBefore,
      }: { idempotencyKeysBefore: Date; feedbackBefore: Date; subAppReportsBefore: Date },
    ) => {
      const nowText = now.toISOString();
      const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
      return db.transaction().execute(async (trx): Promise<PurgeCounts> => ({
        coreCacheSessions: deleted(
          await trx
            .deleteFrom('core_cache_sessions')
            .where('expires_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        accessTokens: deleted(
          await trx
            .deleteFrom('access_tokens')
            .where('expires_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        idempotencyKeys: deleted(
          await trx
            .deleteFrom('idempotency_keys')
            .where('created_at', '<', idempotencyKeysBefore.toISOString())
            .executeTakeFirst(),
        ),
        loginFailureWindows: deleted(
          await trx
            .deleteFrom('login_failures')
            .where('window_ends_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        usedIdTokens: deleted(
          await trx
            .deleteFrom('used_id_tokens')
            .where('expires_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        feedback: deleted(
          await trx
            .deleteFrom('feedback')
            .where('created_at', '<', feedbackBefore.toISOString())
            .executeTakeFirst(),
        ),
        subAppReports: deleted(
          await trx
            .deleteFrom('sub_app_reports')
            .where('received_at', '<', subAppReportsBefore.toISOString())
            .executeTakeFirst(),
        ),
      }));
    },
  };
}
