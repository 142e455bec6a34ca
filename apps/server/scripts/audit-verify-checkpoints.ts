// The signed checkpoints `npm run audit:verify` checks the trail against: which file, which keys,
// and what it says of each problem found.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Config } from '../src/config';
import { fromRepositoryRoot } from '../src/config-values';
import type { Database } from '../src/db/schema';
import {
  checkAgainstCheckpoints,
  newestCheckpoint,
  type CheckpointFinding,
} from '../src/lib/audit-shipping/checkpoint-check';
import {
  readCheckpointFile,
  type CheckpointLineProblem,
  type FiledCheckpoint,
} from '../src/lib/audit-shipping/signed-checkpoint';
import { verifyingKeysOf, type VerifyingKey } from '../src/lib/audit-shipping/signing-key';
import { createAuditShippingRepository } from '../src/repositories/audit-shipping-repository';

/** Why the checkpoints could not be checked: the trail is then not checked (exit code 2). */
export class CheckpointsNotChecked extends Error {}

/**
 * The file (`--checkpoints <file>`, else AUDIT_CHECKPOINT_FILE) and the public keys
 * (AUDIT_VERIFY_PUBLIC_KEY, else the public half of AUDIT_SIGNING_KEY); null: no file given.
 */
export function checkpointSourceOf(
  argv: string[],
  config: Config,
  environment: Record<string, string | undefined>,
): { file: string; keys: VerifyingKey[] } | null {
  const { values } = parseArgs({ args: argv, options: { checkpoints: { type: 'string' } } });
  const file = values.checkpoints
    ? fromRepositoryRoot(values.checkpoints)
    : config.auditShipping.checkpoints?.file;
  if (!file) return null;
  const publicPem = environment.AUDIT_VERIFY_PUBLIC_KEY;
  if (publicPem) {
    try {
      return { file, keys: verifyingKeysOf(publicPem) };
    } catch (error) {
      throw new CheckpointsNotChecked(`AUDIT_VERIFY_PUBLIC_KEY: ${(error as Error).message}`);
    }
  }
  const signing = config.auditShipping.checkpoints?.key;
  if (!signing) {
    throw new CheckpointsNotChecked(
      `the checkpoints of ${file} need the key they were signed with: set AUDIT_VERIFY_PUBLIC_KEY (openssl pkey -pubout)`,
    );
  }
  return { file, keys: [{ publicKey: signing.publicKey, keyId: signing.keyId }] };
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** A checkpoint as a line names it: where it is, when and by whom it was signed. */
const signedAt = (checkpoint: FiledCheckpoint, file: string) =>
  `the checkpoint of line ${checkpoint.line} of ${file} (signed ${checkpoint.at} by ${checkpoint.instance})`;

function describeFinding(finding: CheckpointFinding, file: string): string {
  const { checkpoint } = finding;
  const at = signedAt(checkpoint, file);
  switch (finding.problem) {
    case 'head-behind':
      return finding.headId === null
        ? `the chain head is missing, and the last signed checkpoint is ${at}, at record ${checkpoint.id}`
        : `the chain head is at record ${finding.headId}, behind the last signed checkpoint, ${at}, at record ${checkpoint.id}: records were removed from the end and the head moved back`;
    case 'record-gone':
      return `record ${checkpoint.id} is gone: ${at} signed it (hash ${short(checkpoint.hash)}), and no purge checkpoint covers it`;
    case 'record-changed':
      return `record ${checkpoint.id} has hash ${short(finding.hash)}, not the hash ${short(checkpoint.hash)} ${at} signed: the trail was rebuilt from there`;
  }
}

function describeLine({ line, problem }: CheckpointLineProblem, file: string): string {
  return problem === 'unreadable'
    ? `line ${line} of ${file} is not a checkpoint`
    : `line ${line} of ${file} is not a checkpoint signed by the key given: it was changed or added`;
}

/** What the check of the trail against the checkpoints found: a line per problem, else a summary. */
export type CheckpointsVerdict = { problems: string[]; summary: string };

/**
 * Reads the checkpoint file, verifies each line's signature, and checks the trail against the
 * checkpoints signed: each problem a sentence naming the checkpoint. Throws CheckpointsNotChecked
 * when the file cannot be read, or none of its checkpoints is signed by a key given.
 */
export async function checkCheckpoints(
  db: Kysely<Database>,
  { file, keys }: { file: string; keys: VerifyingKey[] },
): Promise<CheckpointsVerdict> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CheckpointsNotChecked(`cannot read ${file}: ${(error as Error).message}`);
  }
  const { checkpoints, problems, signedByOthers } = readCheckpointFile(text, keys);
  if (checkpoints.length === 0 && signedByOthers > 0 && signedByOthers === problems.length) {
    throw new CheckpointsNotChecked(
      `no checkpoint of ${file} is signed by the key given (${keys.map(({ keyId }) => keyId).join(', ')})`,
    );
  }
  const trail = await createAuditShippingRepository(db).trailAtCheckpoints(
    checkpoints.map(({ id }) => id),
  );
  const findings = checkAgainstCheckpoints(checkpoints, trail);
  const newest = newestCheckpoint(checkpoints);
  const count = `${checkpoints.length} signed checkpoint${checkpoints.length === 1 ? '' : 's'}`;
  return {
    problems: [
      ...findings.map((finding) => describeFinding(finding, file)),
      ...problems.map((problem) => describeLine(problem, file)),
    ],
    summary: newest
      ? `${count} of ${file} hold, the last at record ${newest.id} (line ${newest.line}, signed ${newest.at} by ${newest.instance})`
      : `no signed checkpoint in ${file}: the trail was checked on its own`,
  };
}
