import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import {
  checkpointProblems,
  trailStart,
  type AuditCheckpoint,
} from '../lib/audit-chain/checkpoints';
import { purgeClaimOf, purgeClaimProblem } from '../lib/audit-chain/purge';
import { recordFindings, startRecordWalk, walkPast } from '../lib/audit-chain/record-walk';
import {
  createBreakList,
  type AuditVerification,
  type BreakList,
} from '../lib/audit-chain/verification';

type AuditEventRow = Selectable<Database['audit_events']>;

/** How a walk reads: rows per query, and how many breaks its verdict lists at most. */
export type TrailWalkOptions = { pageSize: number; maxListed: number };

/** A purge deleted records under the walk: it starts again from the new checkpoint. */
export const purgedMeanwhile = Symbol('purged meanwhile');

/**
 * One walk of the trail, as the repository's verify() runs it: the checkpoints, then the records
 * from the newest checkpoint up to the chain head as it is when the walk starts, going on past
 * every break so that the verdict names them all.
 */
export async function walkTrail(
  db: Kysely<Database>,
  { pageSize, maxListed }: TrailWalkOptions,
): Promise<AuditVerification | typeof purgedMeanwhile> {
  const breaks = createBreakList(maxListed);
  const head = await db
    .selectFrom('audit_chain_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!head) {
    breaks.add(0, 'head', 0);
    return breaks.verdict(0, trailStart);
  }
  const newest = await walkCheckpoints(db, pageSize, breaks);
  let walk = startRecordWalk(newest);
  const lastId = Number(head.last_id);

  /** Whether a purge recorded a checkpoint after the one the walk started from. */
  const purgedSince = async () =>
    (await db
      .selectFrom('audit_checkpoints')
      .select('id')
      .where('id', '>', newest.id)
      .limit(1)
      .executeTakeFirst()) !== undefined;

  while (walk.expectedId <= lastId) {
    const rows = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>=', walk.expectedId)
      .where('id', '<=', lastId)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const id = Number(row.id);
      for (const { id: at, problem } of recordFindings(walk, row)) {
        if (problem === 'removed' && (await purgedSince())) return purgedMeanwhile;
        const isReordered =
          problem === 'unlinked' && (await isFollowedLater(db, row.prev_hash, id));
        breaks.add(at, isReordered ? 'reordered' : problem, walk.read, row);
      }
      const claimProblem = await purgeRecordProblem(db, row);
      if (claimProblem) breaks.add(id, claimProblem, walk.read, row);
      walk = walkPast(walk, row);
    }
  }
  if (walk.expectedId <= lastId) {
    if (await purgedSince()) return purgedMeanwhile;
    breaks.add(walk.expectedId, 'removed', walk.read);
  } else if (walk.previousHash !== head.last_hash) {
    breaks.add(lastId, 'head', walk.read);
  }
  await findRecordsBeyondHead(db, pageSize, (row) =>
    breaks.add(Number(row.id), 'head', walk.read, row),
  );
  return breaks.verdict(walk.read, newest);
}

/** The checkpoints in order, each break among them added; the newest, where records start. */
async function walkCheckpoints(
  db: Kysely<Database>,
  pageSize: number,
  breaks: BreakList,
): Promise<AuditCheckpoint> {
  let newest = trailStart;
  for (;;) {
    const rows = await db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .where('id', '>', newest.id)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      for (const { id, problem } of checkpointProblems(newest, row)) breaks.add(id, problem, 0);
      newest = { ...row, id: Number(row.id), last_purged_id: Number(row.last_purged_id) };
    }
    if (rows.length < pageSize) return newest;
  }
}

/** Whether a record chained to this hash lies after this id: the record was moved up. */
const isFollowedLater = async (db: Kysely<Database>, hash: string, id: number) =>
  (await db
    .selectFrom('audit_events')
    .select('id')
    .where('hash', '=', hash)
    .where('id', '>', id)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** What a record tells of the chain beyond the links: for a purge, its checkpoint. */
async function purgeRecordProblem(db: Kysely<Database>, row: AuditEventRow) {
  const claim = purgeClaimOf(row);
  if (!claim) return null;
  const checkpoint = await db
    .selectFrom('audit_checkpoints')
    .select('last_purged_id')
    .where('id', '=', claim.checkpointId)
    .executeTakeFirst();
  return purgeClaimProblem(claim, checkpoint);
}

/**
 * Every record past the chain head. Each page is read in one statement with the head as it is
 * then: records appended since the walk started are behind it, and anything past it was not
 * appended through it.
 */
async function findRecordsBeyondHead(
  db: Kysely<Database>,
  pageSize: number,
  found: (row: AuditEventRow) => void,
) {
  let after: number | undefined;
  for (;;) {
    let query = db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', db.selectFrom('audit_chain_head').select('last_id').where('id', '=', 1));
    if (after !== undefined) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(pageSize).execute();
    rows.forEach(found);
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = Number(last.id);
  }
}
