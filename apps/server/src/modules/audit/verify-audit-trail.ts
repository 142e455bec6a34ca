import type { AuditVerification } from '../../lib/audit-chain/verification';
import type { AuditNote } from '../../plugins/app/audit';
import type { AuditRepository } from '../../repositories/audit-repository';

/**
 * Walks the whole chain and says whether it is intact or where it breaks, every break. Each check
 * is recorded (`audit.verify`) with its outcome: a success with the count checked, or a failure
 * naming the first record and problem found and how many breaks there are.
 */
export async function verifyAuditTrail({
  audit,
  record,
}: {
  audit: Pick<AuditRepository, 'verify'>;
  record: (note: AuditNote) => Promise<void>;
}): Promise<AuditVerification> {
  const verification = await audit.verify();
  await record(
    verification.ok
      ? {
          event: 'audit.verify',
          result: 'success',
          details: { ok: true, count: verification.count },
        }
      : {
          event: 'audit.verify',
          result: 'failure',
          reason: verification.problem,
          details: {
            ok: false,
            id: verification.id,
            problem: verification.problem,
            breaks: verification.breakCount,
          },
        },
  );
  return verification;
}
