import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane.
// (Algorithm is an ambient const enum; 2 is its Argon2id member.)
const options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, for an unknown user, so that the answer time does
 * not tell whether a username exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password, never a real one');
  await verifyPassword(await decoyHash, password);
  return false;
}
