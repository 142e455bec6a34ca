import { createHash } from 'node:crypto';
import type { AuditContent } from './record-content';

/** The previous hash of the first record: nothing comes before it (migration 0015). */
export const genesisHash = '0'.repeat(64);

/**
 * SHA-256 (hex) of the previous record's hash followed by the content as a JSON array in a fixed
 * order. The id is not in it: a record moved to another id keeps its hash, and shows as reordered.
 */
export function hashAuditRecord(prevHash: string, content: AuditContent): string {
  const fields = [
    content.occurred_at,
    content.event,
    content.result,
    content.reason,
    content.user_id === null ? null : Number(content.user_id),
    content.username,
    content.firm_id === null ? null : Number(content.firm_id),
    content.object_type,
    content.object_id,
    content.client_address,
    content.user_agent,
    content.request_id,
    content.details,
  ];
  return createHash('sha256').update(prevHash).update(JSON.stringify(fields)).digest('hex');
}

/** The chain head once an append has moved it on: the new record's id, the last record's hash. */
export type AuditHeadTaken = { id: number; prevHash: string };

/** A record as the chain stores it: its id, content and both hashes. */
export type AuditLink = AuditContent & { id: number; prev_hash: string; hash: string };

/** The record that follows the head: at the id the head moved to, chained to the last hash. */
export function linkAfter({ id, prevHash }: AuditHeadTaken, content: AuditContent): AuditLink {
  return { id, ...content, prev_hash: prevHash, hash: hashAuditRecord(prevHash, content) };
}
