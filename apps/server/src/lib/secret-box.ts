import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The demo's key for the authenticator apps' secrets, derived from a published text: any demo
 * database can be read with it. Outside the demo SECOND_FACTOR_KEY is required (config.ts).
 */
const demoSecondFactorKey = createHash('sha256')
  .update('portal-demo-second-factor-key-not-for-production-use')
  .digest();

/** The key that encrypts the authenticator apps' secrets: SECOND_FACTOR_KEY, else the demo's. */
export const secondFactorKeyOf = ({ key }: { key: Buffer | null }): Buffer =>
  key ?? demoSecondFactorKey;

/** The version of the format, so that a later key or cipher can be told apart. */
const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Encrypts a short secret with AES-256-GCM under `key`, bound to `context` (the row it belongs to,
 * as additional authenticated data: a value copied to another row does not decrypt).
 * The text: `v1.<iv|tag|ciphertext in base64url>`.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  return `${version}.${sealed.toString('base64url')}`;
}

/**
 * A sealed secret that does not open: sealed under another key (SECOND_FACTOR_KEY changed or
 * lost), for another row, or altered. The server's fault or an attack, never the caller's.
 */
export class UnreadableSecretError extends Error {
  override name = 'UnreadableSecretError';
}

/** The secret `sealSecret` encrypted; throws when the key, the context or the text differ. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [prefix, body] = sealed.split('.', 2);
  if (prefix !== version || body === undefined) {
    throw new UnreadableSecretError('Unknown sealed secret format');
  }
  const bytes = Buffer.from(body, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch (error) {
    throw new UnreadableSecretError(`The sealed secret of ${context} does not open`, {
      cause: error,
    });
  }
}
