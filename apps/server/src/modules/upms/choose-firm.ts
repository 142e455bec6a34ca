import type { FirmUserQuery } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { checkFirmAccess } from './check-firm-access';

/** Records the firm the caller works in on their token (POST /upms/role/choose). */
export async function chooseFirm(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  { memberships, accessTokens }: Pick<Repositories, 'memberships' | 'accessTokens'>,
): Promise<void> {
  await checkFirmAccess({ caller, userId, firmId }, memberships);
  await accessTokens.setFirm(caller.tokenId, firmId);
}
