import type { TotpStatus } from '@portal/contract';
import type { TotpRepository } from '../../repositories/totp-repository';

/**
 * Whether the user has a confirmed authenticator app, since when, and how many recovery codes
 * are left; an enrolment still waiting for its first code is none yet.
 */
export async function getTotpStatus(userId: number, totp: TotpRepository): Promise<TotpStatus> {
  const stored = await totp.findOfUser(userId);
  const enrolled = stored?.confirmedAt != null;
  return {
    enrolled,
    confirmedAt: enrolled ? (stored?.confirmedAt ?? null) : null,
    recoveryCodesLeft: enrolled ? await totp.recoveryCodesLeft(userId) : 0,
  };
}
