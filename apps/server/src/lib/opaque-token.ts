import { createHash, randomBytes } from 'node:crypto';

/** A new access token: 256 random bits, base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token: its SHA-256, hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
