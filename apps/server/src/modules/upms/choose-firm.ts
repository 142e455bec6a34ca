import type { FirmUserQuery } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { checkFirmAccess } from './check-firm-access';

/** Records the firm the caller works in on their token (POST /upms/role/choose). */
export async function chooseFirm(
  caller: Caller,
  { userId, firmId }: FirmUserQuery,
  { accessTokens }: Pick<Repositories, 'accessTokens'>,
): Promise<void> {
  await checkFirmAccess(caller, { userId, firmId });
  await accessTokens.setFirm(caller.tokenId, firmId);
}
