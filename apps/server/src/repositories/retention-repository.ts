import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

/** How many rows one purge deleted, by what they were: the short-lived tables. */
export type ExpiredRowCounts = {
  accessTokens: number;
  coreCacheSessions: number;
  idempotencyKeys: number;
  loginFailureWindows: number;
  usedIdTokens: number;
  webAuthnChallenges: number;
  secondFactorTokens: number;
  /** Authenticator-app enrolments never confirmed, ten minutes after they began. */
  pendingTotpEnrolments: number;
  feedback: number;
  subAppReports: number;
  /** Samples of what staff waited for, kept as long as the reports (migration 0037). */
  subAppTimings: number;
};

/** How many rows one purge deleted, by what they were. */
export type PurgeCounts = ExpiredRowCounts & {
  /** Audit records past AUDIT_RETENTION_DAYS, and the transactions (checkpoints) they took. */
  auditEvents: number;
  auditBatches: number;
};

/** How long an authenticator-app enrolment waits for its code (modules/auth/totp.ts). */
const pendingTotpEnrolmentMs = 600_000;

/** Deletes what no request can use any more (docs/production.md, "What is kept how long"). */
export function createRetentionRepository(db: Kysely<Database>) {
  return {
    /**
     * Deletes expired access tokens (revoked or not: an expired token is refused either way)
     * with their core-cache sessions, ended core-cache sessions of live tokens, idempotency keys
     * created before `idempotencyKeysBefore`, ended login-failure windows, used id_tokens past
     * their expiry, WebAuthn challenges and second-factor tokens past theirs, authenticator-app
     * enrolments left unconfirmed, feedback sent before `feedbackBefore` and sub-app reports and
     * timings received before `subAppReportsBefore`.
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
      return db.transaction().execute(async (trx): Promise<ExpiredRowCounts> => ({
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
        webAuthnChallenges: deleted(
          await trx
            .deleteFrom('webauthn_challenges')
            .where('expires_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        secondFactorTokens: deleted(
          await trx
            .deleteFrom('second_factor_tokens')
            .where('expires_at', '<=', nowText)
            .executeTakeFirst(),
        ),
        pendingTotpEnrolments: deleted(
          await trx
            .deleteFrom('totp_secrets')
            .where('confirmed_at', 'is', null)
            .where(
              'created_at',
              '<=',
              new Date(now.getTime() - pendingTotpEnrolmentMs).toISOString(),
            )
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
        subAppTimings: deleted(
          await trx
            .deleteFrom('sub_app_timings')
            .where('received_at', '<', subAppReportsBefore.toISOString())
            .executeTakeFirst(),
        ),
      }));
    },
  };
}
