import { getStore, setStore } from '@/lib/storage';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { lockPasswordKey } from './lock-state';

/** The lock password as stored: a salted PBKDF2 digest, never the password itself. */
type StoredLockPassword = { salt: string; digest: string };

// Web Crypto's subtle API exists only on https or localhost; intranet portals often run on http.
const iterations = 50_000;

async function digestOf(salt: string, password: string): Promise<string> {
  return bytesToHex(await pbkdf2Async(sha256, password, salt, { c: iterations, dkLen: 32 }));
}

function storedLockPassword(): StoredLockPassword | undefined {
  const stored = getStore<unknown>({ name: lockPasswordKey });
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { salt, digest } = stored as Partial<StoredLockPassword>;
  return typeof salt === 'string' && typeof digest === 'string' ? { salt, digest } : undefined;
}

export async function setLockPassword(password: string): Promise<void> {
  const salt = bytesToHex(randomBytes(16));
  const content: StoredLockPassword = { salt, digest: await digestOf(salt, password) };
  setStore({ name: lockPasswordKey, content });
}

export async function isLockPassword(password: string): Promise<boolean> {
  const stored = storedLockPassword();
  return stored !== undefined && (await digestOf(stored.salt, password)) === stored.digest;
}
