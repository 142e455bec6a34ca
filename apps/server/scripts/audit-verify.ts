// Checks the audit trail of the database in DATABASE_URL (read as the server reads it): its
// checkpoints, then its records from the newest checkpoint (or the first record) to its chain
// head, then the trail against the signed checkpoints of its head kept outside the database (the
// file of `--checkpoints`, else AUDIT_CHECKPOINT_FILE), and says whether it is intact or names
// every checkpoint or record that is wrong, the first first. Exit code 0 intact, 1 broken, 2 not
// checked (configuration, database, not migrated, checkpoints unreadable or of another key).
//
//   npm run audit:verify
//   DATABASE_URL=postgres://portal@db/portal npm run audit:verify
//   AUDIT_VERIFY_PUBLIC_KEY="$(cat audit-signing.pub)" npm run audit:verify -- --checkpoints c.jsonl
import type { AuditBreak, AuditVerification } from '../src/lib/audit-chain/verification';
import { createAuditRepository } from '../src/repositories/audit-repository';
import {
  checkCheckpoints,
  checkpointSourceOf,
  CheckpointsNotChecked,
  type CheckpointsVerdict,
} from './audit-verify-checkpoints';
import { withDatabase } from './with-database';

type Broken = Extract<AuditVerification, { ok: false }>;

const records = (count: number) => `${count} record${count === 1 ? '' : 's'}`;

const recordAt = (found: NonNullable<Broken['found']>) =>
  `record ${found.id} (${found.occurredAt}, ${found.event})`;

/**
 * What is wrong at a break, in a sentence naming the record. `isFirstAfterCheckpoint`: nothing
 * was read before it, so a gap there starts right after the newest checkpoint.
 */
function describeBreak({ id, problem, found }: AuditBreak, isFirstAfterCheckpoint: boolean) {
  const at = found ? recordAt(found) : `record ${id}`;
  const removedRun =
    found && found.id - id > 1 ? `records ${id} to ${found.id - 1} were` : `record ${id} was`;
  const what = {
    changed: `${at} was changed: its content no longer gives its hash`,
    removed: found
      ? isFirstAfterCheckpoint && id > 1
        ? `records ${id} to ${found.id - 1} were removed after the newest checkpoint (which ends at record ${id - 1}): no checkpoint names them, or the checkpoint of their purge was removed`
        : `${removedRun} removed: the next record is ${recordAt(found)}`
      : `record ${id} was removed: the chain head names it, the trail ends before it`,
    reordered: `${at} was moved: it does not follow record ${id - 1}, and the record it follows comes later`,
    unlinked: `${at} does not follow record ${id - 1}: record ${id - 1} was rewritten with a new hash, or records before ${id} were removed and the rest renumbered`,
    head:
      id === 0
        ? 'the chain head is missing'
        : found
          ? `${at} lies beyond the chain head: it was not appended through it, or the head was moved back`
          : `the chain head does not match record ${id}, the last record: the head was changed`,
    'checkpoint-changed': found
      ? `${at} names a checkpoint of the purge that was changed`
      : `checkpoint ${id} was changed: its content no longer gives its hash, or it does not follow the checkpoint before it`,
    'checkpoint-removed': found
      ? `${at} names a checkpoint of the purge that was removed`
      : `checkpoint ${id} was removed: the checkpoints after it remain`,
  }[problem];
  if (problem === 'checkpoint-changed' || problem === 'checkpoint-removed') {
    return `broken${found ? ` at record ${found.id}` : ''}: ${what}`;
  }
  return `broken at record ${id}: ${what}`;
}

/** Every break, a line each, the first with the records intact before it. */
function describeBrokenTrail(verification: Broken): string[] {
  const [first, ...others] = verification.breaks;
  if (!first) return ['audit trail broken'];
  const isCheckpoint = first.problem.startsWith('checkpoint-');
  return [
    `audit trail ${describeBreak(first, verification.intact === 0)}`,
    ...(isCheckpoint ? [] : [`intact before it: ${records(verification.intact)}`]),
    ...others.map((other) => describeBreak(other, false)),
  ];
}

/**
 * The verdict: intact (with the signed checkpoints' summary, when checked), or every break of the
 * walk and every problem against the signed checkpoints, then the count when more than one.
 */
function describeVerdict(walk: AuditVerification, signed: CheckpointsVerdict | null): string {
  const againstSigned = signed?.problems ?? [];
  if (walk.ok && againstSigned.length === 0) {
    const { checkpoint } = walk;
    const since = checkpoint
      ? ` after checkpoint ${checkpoint.id} (records up to ${checkpoint.lastPurgedId} purged at ${checkpoint.purgedAt})`
      : '';
    const intact = `audit trail intact: ${records(walk.count)}${since}`;
    return signed ? `${intact}\n${signed.summary}` : intact;
  }
  const lines = walk.ok ? [] : describeBrokenTrail(walk);
  const [firstAgainstSigned, ...othersAgainstSigned] = againstSigned;
  if (firstAgainstSigned !== undefined) {
    lines.push(
      walk.ok ? `audit trail broken: ${firstAgainstSigned}` : `broken: ${firstAgainstSigned}`,
      ...othersAgainstSigned.map((problem) => `broken: ${problem}`),
    );
  }
  const breakCount = (walk.ok ? 0 : walk.breakCount) + againstSigned.length;
  if (breakCount > 1) lines.push(`${breakCount} breaks in all`);
  return lines.join('\n');
}

process.exitCode = await withDatabase('audit trail not checked', async (db, config) => {
  let signed: CheckpointsVerdict | null = null;
  try {
    const source = checkpointSourceOf(process.argv.slice(2), config, process.env);
    // Every break listed: this is where an investigation reads them all.
    const walk = await createAuditRepository(db).verify({ maxListed: Number.POSITIVE_INFINITY });
    if (source) signed = await checkCheckpoints(db, source);
    console.log(describeVerdict(walk, signed));
    return walk.ok && (signed?.problems.length ?? 0) === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof CheckpointsNotChecked)) throw error;
    console.error(`audit trail not checked: ${error.message}`);
    return 2;
  }
});
