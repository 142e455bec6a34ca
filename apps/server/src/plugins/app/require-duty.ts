import { resultCode, type Duty } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../messages/catalogue';
import { callerOf } from './authentication';
import { AppError } from '../../http/app-error';

const refusals: Record<Duty, MessageKey> = {
  system_admin: 'duty.systemAdminOnly',
  security_admin: 'duty.securityAdminOnly',
  auditor: 'duty.auditorOnly',
};

/**
 * A route hook that lets through only a caller holding the duty (migration 0020); anyone else
 * gets 403 in their language, which the audit plugin records as `access.refused`. Add it as a
 * `preHandler`: after validation, so that bad input is a 400 for anyone, as on every route.
 */
export function requireDuty(duty: Duty) {
  return async (request: FastifyRequest): Promise<void> => {
    if (callerOf(request).duty !== duty)
      throw new AppError(403, resultCode.failure, refusals[duty]);
  };
}
