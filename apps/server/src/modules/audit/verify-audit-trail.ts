import type { AuditVerification } from '../../lib/audit-chain/verification';
import type { AuditNote } from '../../plugins/app/audit';
import type { AuditRepository } from '../../repositories/audit-repository';

/**
 * Walks the whole chain and says whether it is intact or where it breaks. Each check is recorded
 * (`audit.verify`) with its outcome: the count checked, or the record and the problem found.
 */
export async function verifyAuditTrail({
  audit,
  record,
}: {
  audit: Pick<AuditRepository, 'verify'>;
  record: (note: AuditNote) => Promise<void>;
}): Promise<AuditVerification> {
  const verification = await audit.verify();
  await record({
    event: 'audit.verify',
    result: 'success',
    details: verification.ok
      ? { ok: true, count: verification.count }
      : { ok: false, id: verification.id, problem: verification.problem },
  });
  return verification;
}
