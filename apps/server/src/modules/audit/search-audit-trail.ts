import type { AuditEventsPage, AuditRecord } from '@portal/contract';
import type {
  AuditRecordRow,
  AuditRepository,
  AuditSearchFilter,
} from '../../repositories/audit-repository';

const toRecord = (row: AuditRecordRow): AuditRecord => ({
  id: row.id,
  occurredAt: row.occurred_at,
  event: row.event,
  result: row.result,
  reason: row.reason,
  userId: row.user_id === null ? null : Number(row.user_id),
  username: row.username,
  firmId: row.firm_id === null ? null : Number(row.firm_id),
  objectType: row.object_type,
  objectId: row.object_id,
  clientAddress: row.client_address,
  userAgent: row.user_agent,
  requestId: row.request_id,
  details: row.details,
});

/**
 * A page of the filtered trail, newest first, below the cursor. Reading is not recorded: only
 * exports and checks are (docs/security.md).
 */
export async function searchAuditTrail(
  {
    filter,
    cursor,
    limit,
  }: { filter: AuditSearchFilter; cursor?: number | undefined; limit: number },
  { audit }: { audit: Pick<AuditRepository, 'search'> },
): Promise<AuditEventsPage> {
  const page = await audit.search(filter, { cursor, limit });
  return { records: page.records.map(toRecord), nextCursor: page.nextCursor };
}
