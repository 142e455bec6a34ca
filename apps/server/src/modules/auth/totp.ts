import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { openSecret, sealSecret } from '../../lib/secret-box';

/** What the authenticator apps show beside the account: the issuer of its otpauth:// URI. */
const issuer = 'Portal';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30 seconds. */
const period = 30;
const parameters = { issuer, algorithm: 'SHA1', digits: 6, period } as const;

/** Codes of the step before and after the server's are accepted too (clock drift, typing). */
const window = 1;

/** How long an enrolment waits for its first code. */
export const pendingEnrolmentSeconds = 600;

/** How many recovery codes a user is given at a time. */
const recoveryCodeCount = 10;

/** The row a secret is sealed for: a secret copied to another user's row does not open. */
const contextOf = (userId: number) => `totp:${userId}`;

/** A new secret of 160 bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const sealTotpSecret = (key: Buffer, userId: number, secret: string) =>
  sealSecret(key, secret, contextOf(userId));

export const openTotpSecret = (key: Buffer, userId: number, sealed: string) =>
  openSecret(key, sealed, contextOf(userId));

/** The otpauth:// URI an app reads from the QR code. */
export const totpUri = (secret: string, username: string): string =>
  new TOTP({ ...parameters, label: username, secret: Secret.fromBase32(secret) }).toString();

/**
 * The time step (Unix time / 30 s) the code is of, when it is right for `now` give or take one
 * step; null otherwise. Whether that step was used already is the caller's to check.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = new TOTP({ ...parameters, secret: Secret.fromBase32(secret) }).validate({
    token: code,
    timestamp,
    window,
  });
  if (delta === null) return null;
  return TOTP.counter({ period, timestamp }) + delta;
}

/** Recovery codes: 16 base32 characters (80 random bits), shown in groups of four. */
const recoveryCodeBytes = 10;

/** SHA-256 of a recovery code as the contract normalises it (upper case, no dashes), hex. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');

/** Ten new recovery codes, as shown to the user once, and the hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, () =>
    (
      new Secret({ buffer: randomBytes(recoveryCodeBytes).buffer }).base32.match(/.{4}/g) ?? []
    ).join('-'),
  );
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
