import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

/**
 * What the short-lived tables hold that expires, in the order the purge deletes it (a token's
 * core-cache session before the token).
 */
export const expiredRowKinds = [
  'coreCacheSessions',
  'accessTokens',
  'idempotencyKeys',
  'loginFailureWindows',
  'usedIdTokens',
  'webAuthnChallenges',
  'secondFactorTokens',
  // Authenticator-app enrolments never confirmed, ten minutes after they began.
  'pendingTotpEnrolments',
  'feedback',
  'subAppReports',
  // Samples of what staff waited for, kept as long as the reports (migration 0037).
  'subAppTimings',
] as const;

export type ExpiredRowKind = (typeof expiredRowKinds)[number];

/** How many rows one purge deleted, by what they were: the short-lived tables. */
export type ExpiredRowCounts = Record<ExpiredRowKind, number>;

/** How many rows one purge deleted, by what they were. */
export type PurgeCounts = ExpiredRowCounts & {
  /** The batches the short-lived tables took (see `purgeBatch`). */
  expiredBatches: number;
  /** Audit records past AUDIT_RETENTION_DAYS, and the transactions (checkpoints) they took. */
  auditEvents: number;
  auditBatches: number;
};

/** How long an authenticator-app enrolment waits for its code (modules/auth/totp.ts). */
const pendingTotpEnrolmentMs = 600_000;

/** What is expired before when: now, and the cut-offs of what is kept for a time. */
export type PurgeCutoffs = {
  now: Date;
  idempotencyKeysBefore: Date;
  feedbackBefore: Date;
  subAppReportsBefore: Date;
};

/** Deletes what no request can use any more (docs/production.md, "What is kept how long"). */
export function createRetentionRepository(db: Kysely<Database>) {
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

  /**
   * For each kind, a statement deleting at most `limit` of its expired rows: the rows chosen by
   * their key through the index of their expiry, so a batch reads no more than it deletes.
   * Expired: access tokens (revoked or not: an expired token is refused either way) with their
   * core-cache sessions, ended core-cache sessions of live tokens, idempotency keys created
   * before their cut-off, ended login-failure windows, used id_tokens past their expiry, WebAuthn
   * challenges and second-factor tokens past theirs, authenticator-app enrolments left
   * unconfirmed, feedback sent and sub-app reports and timings received before their cut-offs.
   */
  const deleteExpired = (cutoffs: PurgeCutoffs, limit: number) => {
    const now = cutoffs.now.toISOString();
    return {
      coreCacheSessions: () =>
        db
          .deleteFrom('core_cache_sessions')
          .where('token_id', 'in', (eb) =>
            eb
              .selectFrom('core_cache_sessions')
              .select('token_id')
              .where('expires_at', '<=', now)
              .limit(limit),
          ),
      accessTokens: () =>
        db
          .deleteFrom('access_tokens')
          .where('id', 'in', (eb) =>
            eb.selectFrom('access_tokens').select('id').where('expires_at', '<=', now).limit(limit),
          ),
      idempotencyKeys: () =>
        db
          .deleteFrom('idempotency_keys')
          .where((eb) =>
            eb(
              eb.refTuple('user_id', 'idempotency_key'),
              'in',
              eb
                .selectFrom('idempotency_keys')
                .select(['user_id', 'idempotency_key'])
                .where('created_at', '<', cutoffs.idempotencyKeysBefore.toISOString())
                .limit(limit)
                .$asTuple('user_id', 'idempotency_key'),
            ),
          ),
      loginFailureWindows: () =>
        db
          .deleteFrom('login_failures')
          .where('key', 'in', (eb) =>
            eb
              .selectFrom('login_failures')
              .select('key')
              .where('window_ends_at', '<=', now)
              .limit(limit),
          ),
      usedIdTokens: () =>
        db
          .deleteFrom('used_id_tokens')
          .where('jti', 'in', (eb) =>
            eb
              .selectFrom('used_id_tokens')
              .select('jti')
              .where('expires_at', '<=', now)
              .limit(limit),
          ),
      webAuthnChallenges: () =>
        db
          .deleteFrom('webauthn_challenges')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('webauthn_challenges')
              .select('id')
              .where('expires_at', '<=', now)
              .limit(limit),
          ),
      secondFactorTokens: () =>
        db
          .deleteFrom('second_factor_tokens')
          .where('token_hash', 'in', (eb) =>
            eb
              .selectFrom('second_factor_tokens')
              .select('token_hash')
              .where('expires_at', '<=', now)
              .limit(limit),
          ),
      pendingTotpEnrolments: () =>
        db.deleteFrom('totp_secrets').where('user_id', 'in', (eb) =>
          eb
            .selectFrom('totp_secrets')
            .select('user_id')
            .where('confirmed_at', 'is', null)
            .where(
              'created_at',
              '<=',
              new Date(cutoffs.now.getTime() - pendingTotpEnrolmentMs).toISOString(),
            )
            .limit(limit),
        ),
      feedback: () =>
        db
          .deleteFrom('feedback')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('feedback')
              .select('id')
              .where('created_at', '<', cutoffs.feedbackBefore.toISOString())
              .limit(limit),
          ),
      subAppReports: () =>
        db
          .deleteFrom('sub_app_reports')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('sub_app_reports')
              .select('id')
              .where('received_at', '<', cutoffs.subAppReportsBefore.toISOString())
              .limit(limit),
          ),
      subAppTimings: () =>
        db
          .deleteFrom('sub_app_timings')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('sub_app_timings')
              .select('id')
              .where('received_at', '<', cutoffs.subAppReportsBefore.toISOString())
              .limit(limit),
          ),
    } satisfies Record<ExpiredRowKind, unknown>;
  };

  return {
    /**
     * One batch of the purge: for each of `kinds`, at most `limit` expired rows deleted by one
     * statement, committed on its own, so that a request waiting for one of those rows (a
     * sign-in renewing its login-failure window) waits for that statement only, never for the
     * whole backlog. How many rows of each kind it deleted; a kind that reached `limit` may
     * have more.
     */
    purgeBatch: async (
      cutoffs: PurgeCutoffs,
      { limit, kinds }: { limit: number; kinds: readonly ExpiredRowKind[] },
    ): Promise<Partial<ExpiredRowCounts>> => {
      const statements = deleteExpired(cutoffs, limit);
      const counts: Partial<ExpiredRowCounts> = {};
      for (const kind of kinds) counts[kind] = deleted(await statements[kind]().executeTakeFirst());
      return counts;
    },
  };
}
