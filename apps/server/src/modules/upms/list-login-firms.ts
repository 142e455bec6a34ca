import type { RoleLoginResponse } from '@portal/contract';
import type { FirmRepository } from '../../repositories/firm-repository';
import type { Caller } from '../../plugins/app/authentication';

/** The firms the caller may sign in to (GET /upms/role/login). */
export async function listLoginFirms(
  caller: Caller,
  firms: FirmRepository,
): Promise<RoleLoginResponse> {
  const rows = await firms.listForUser(caller.userId);
  // The rule of `currentFirm()`: the recorded firm, else the first by id, as listed.
  const currentFirmId = caller.firmId ?? rows[0]?.id;
  return {
    userId: caller.userId,
    firmIds: rows.map((firm) => ({ firmId: firm.id, firmName: firm.firm_name })),
    ...(currentFirmId === undefined ? {} : { currentFirmId }),
  };
}
