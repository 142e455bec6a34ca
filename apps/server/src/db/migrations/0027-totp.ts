import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Authenticator apps (TOTP, RFC 6238) and recovery codes as a second factor (docs/security.md,
// "Second factor: authenticator app (TOTP)"): each user's secret, encrypted at rest with
// AES-256-GCM under SECOND_FACTOR_KEY, when it was confirmed (null while the enrolment waits for
// its first code, which it does for ten minutes), and the last time step a code was accepted
// for, so that a code is accepted once; and the user's recovery codes, only their SHA-256
// hashes, each used once. A sign-in waiting for its second factor now records what its first step
// was (`password` or `id_token`), for the audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('second_factor_tokens')
    .addColumn('first_factor', 'varchar(16)', (column) => column.notNull().defaultTo('password'))
    .execute();

  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    /** `v1.<base64url of iv, tag and ciphertext>` (lib/secret-box.ts); never the base32 secret. */
    .addColumn('secret', 'varchar(255)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    /** The time step (Unix time / 30 s) of the last code accepted; null before the first. */
    .addColumn('last_step', 'bigint')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    /** SHA-256 of the code (upper case, without dashes), hex; the code itself is never stored. */
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_index')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_secrets').execute();
  await db.schema.alterTable('second_factor_tokens').dropColumn('first_factor').execute();
}
