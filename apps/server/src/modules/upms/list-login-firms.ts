import type { RoleLoginResponse } from '@portal/contract';
import { loginFirmsOf } from '../../repositories/user-info';
import type { FirmRepository } from '../../repositories/firm-repository';
import type { Caller } from '../../plugins/app/authentication';

/** The firms the caller may sign in to (GET /upms/role/login). */
export function listLoginFirms(caller: Caller, firms: FirmRepository): Promise<RoleLoginResponse> {
  return loginFirmsOf(caller.userId, caller.firmId, firms);
}
