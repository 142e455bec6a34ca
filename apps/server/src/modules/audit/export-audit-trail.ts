import type { AuditFilter } from '@portal/contract';
import type { AuditDetails } from '../../lib/audit-chain/audit-event';
import type { Clock } from '../../lib/clock';
import type { AuditNote } from '../../plugins/app/audit';
import type { AuditRepository } from '../../repositories/audit-repository';
import { auditCsv, auditCsvFilename } from './audit-csv';

/** The filter as the record of an export notes it: only what was given. */
function filterDetails(filter: AuditFilter): AuditDetails {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as AuditDetails;
}

/**
 * Every record of the filter as a CSV file, with the name it is saved as. The export is recorded
 * (`audit.export`, its filter) before any record is read; the file reads the trail a page at a
 * time as it is sent, so an export of any length holds one page in memory.
 */
export async function exportAuditTrail(
  filter: AuditFilter,
  {
    audit,
    clock,
    record,
  }: {
    audit: Pick<AuditRepository, 'each'>;
    clock: Clock;
    record: (note: AuditNote) => Promise<void>;
  },
): Promise<{ file: AsyncGenerator<string>; filename: string }> {
  await record({ event: 'audit.export', result: 'success', details: filterDetails(filter) });
  return { file: auditCsv(audit.each(filter)), filename: auditCsvFilename(clock.now()) };
}
