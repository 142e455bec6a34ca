import { getStore, setStore } from '@/lib/storage';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { lockPasswordKey } from './lock-state';

/** The lock password as stored: a salted PBKDF2 digest, never the password itself. */
type StoredLockPassword = { salt: string; digest: string };

const iterations = 50_000;

/**
 * PBKDF2-SHA256 of the password, by the browser where it can (a few milliseconds, so the first
 * lock shows the lock page at once), else in JavaScript (a few hundred): Web Crypto's subtle API
 * exists only on https or localhost, and intranet portals often run on http. Both give the same
 * digest, so one stored by either checks with the other.
 */
async function digestOf(salt: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) {
    return bytesToHex(await pbkdf2Async(sha256, password, salt, { c: iterations, dkLen: 32 }));
  }
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return bytesToHex(new Uint8Array(bits));
}

function storedLockPassword(): StoredLockPassword | undefined {
  const stored = getStore<unknown>({ name: lockPasswordKey });
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { salt, digest } = stored as Partial<StoredLockPassword>;
  return typeof salt === 'string' && typeof digest === 'string' ? { salt, digest } : undefined;
}

// The digest on its way to storage: a check made meanwhile waits for it.
let storing: Promise<void> = Promise.resolve();

/**
 * Keeps the lock password's digest. The session may lock at once: its unlock waits for the
 * digest (some 10-70 ms of hashing, off the main thread), so the lock page need not.
 */
export function setLockPassword(password: string): Promise<void> {
  const salt = bytesToHex(randomBytes(16));
  storing = digestOf(salt, password).then((digest) => {
    setStore({ name: lockPasswordKey, content: { salt, digest } satisfies StoredLockPassword });
  });
  return storing;
}

export async function isLockPassword(password: string): Promise<boolean> {
  await storing.catch(() => undefined);
  const stored = storedLockPassword();
  return stored !== undefined && (await digestOf(stored.salt, password)) === stored.digest;
}
