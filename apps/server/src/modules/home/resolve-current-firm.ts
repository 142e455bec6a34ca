import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { FirmRepository } from '../../repositories/firm-repository';
import type { Caller } from '../auth/authenticate-bearer-token';

/**
 * The firm the caller works in: the one chosen on their token (POST /upms/role/choose), or else
 * their first firm, which is the one the shell opens after sign-in. 403 when the caller belongs
 * to no firm, or no longer to the chosen one.
 */
export async function resolveCurrentFirm(caller: Caller, firms: FirmRepository): Promise<number> {
  const memberships = await firms.listForUser(caller.userId);
  const firm =
    caller.firmId === null
      ? memberships[0]
      : memberships.find((membership) => membership.id === caller.firmId);
  if (!firm) throw new AppError(403, resultCode.failure, 'upms.notInFirm');
  return firm.id;
}
