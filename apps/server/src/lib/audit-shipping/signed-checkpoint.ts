// A signed checkpoint of the chain head: the last record's id and hash at a moment, as an instance
// read them, signed with the deployment's Ed25519 key. Kept outside the database (a file and the
// collector), it shows a trail cut back or rebuilt after it was signed (checkpoint-check.ts).
import { sign, verify } from 'node:crypto';
import type { SigningKey, VerifyingKey } from './signing-key';

/** The head as an instance read it. `id` 0 with the genesis hash: the trail was empty. */
export type HeadCheckpoint = { instance: string; at: string; id: number; hash: string };

/** A checkpoint with the name of the key that signed it and its signature (base64). */
export type SignedCheckpoint = HeadCheckpoint & { key: string; signature: string };

/**
 * What is signed: a fixed label and the fields as a JSON array in a fixed order, so the signature
 * holds whatever order or spacing the line is written in, and cannot be taken for another use.
 */
const signedBytes = ({ instance, at, id, hash }: HeadCheckpoint) =>
  Buffer.from(JSON.stringify(['portal-audit-checkpoint-1', instance, at, id, hash]), 'utf8');

export function signHeadCheckpoint(head: HeadCheckpoint, key: SigningKey): SignedCheckpoint {
  const signature = sign(null, signedBytes(head), key.privateKey).toString('base64');
  return { ...head, key: key.keyId, signature };
}

/** The line a checkpoint is appended to its file as (without the line break). */
export const checkpointLine = (checkpoint: SignedCheckpoint) => JSON.stringify(checkpoint);

/** A checkpoint of a file, with its line number (from 1). */
export type FiledCheckpoint = SignedCheckpoint & { line: number };

/** A line of a checkpoint file that is not a checkpoint the keys given signed. */
export type CheckpointLineProblem = {
  line: number;
  /** Not a checkpoint at all; or one whose signature does not hold with the key it names. */
  problem: 'unreadable' | 'forged';
};

function parsedCheckpoint(text: string): SignedCheckpoint | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { instance, at, id, hash, key, signature } = value as Record<string, unknown>;
  const isCheckpoint =
    typeof instance === 'string' &&
    typeof at === 'string' &&
    Number.isSafeInteger(id) &&
    (id as number) >= 0 &&
    typeof hash === 'string' &&
    typeof key === 'string' &&
    typeof signature === 'string';
  return isCheckpoint ? { instance, at, id: id as number, hash, key, signature } : null;
}

const holds = (checkpoint: SignedCheckpoint, key: VerifyingKey) =>
  verify(null, signedBytes(checkpoint), key.publicKey, Buffer.from(checkpoint.signature, 'base64'));

/**
 * The checkpoints of a file's text that one of `keys` signed, in the file's order, and every other
 * line that is not blank: unreadable, or forged (its signature does not hold, or it names a key not
 * given). `signedByOthers` counts the lines that name a key not given.
 */
export function readCheckpointFile(text: string, keys: VerifyingKey[]) {
  const checkpoints: FiledCheckpoint[] = [];
  const problems: CheckpointLineProblem[] = [];
  let signedByOthers = 0;
  for (const [index, content] of text.split('\n').entries()) {
    if (content.trim() === '') continue;
    const line = index + 1;
    const checkpoint = parsedCheckpoint(content);
    if (!checkpoint) {
      problems.push({ line, problem: 'unreadable' });
      continue;
    }
    const key = keys.find(({ keyId }) => keyId === checkpoint.key);
    if (!key) signedByOthers += 1;
    if (key && holds(checkpoint, key)) checkpoints.push({ ...checkpoint, line });
    else problems.push({ line, problem: 'forged' });
  }
  return { checkpoints, problems, signedByOthers };
}
