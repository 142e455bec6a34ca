import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Passkeys (WebAuthn credentials) as a second factor and as a sign-in of their own
// (docs/security.md, "Second factor: passkeys"): each user's registered credentials with their
// public keys, the challenges of ceremonies under way, so that any instance can finish what
// another began, and the short-lived tokens of sign-ins that passed the password and wait for
// the passkey. Challenges and second-factor tokens are single use; the retention purge deletes
// those that expired unused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    /** The credential id the authenticator gave, base64url. */
    .addColumn('credential_id', 'varchar(1400)', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    /** The COSE public key, base64url. */
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('sign_count', 'bigint', (column) => column.notNull().defaultTo(0))
    /** The transports the authenticator named, comma-separated (`internal,hybrid`). */
    .addColumn('transports', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('passkeys_user_index').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    /** Random, base64url: what the client sends back to finish the ceremony. */
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('challenge', 'varchar(128)', (column) => column.notNull())
    /** `register`, `sign-in`, `second-factor` or `verify`. */
    .addColumn('purpose', 'varchar(16)', (column) => column.notNull())
    /** The user the ceremony is for; null for a sign-in with a passkey alone. */
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at_index')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('second_factor_tokens')
    /** SHA-256 of the token, hex; the token itself is never stored. */
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('second_factor_tokens_expires_at_index')
    .on('second_factor_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('second_factor_tokens').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
