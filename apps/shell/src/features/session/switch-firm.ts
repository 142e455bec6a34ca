import type { Firm } from '@portal/contract';
import { chooseFirm } from './api/choose-firm';
import { getShareToken } from './api/get-share-token';
import { readFirmId, readFirmList, readUserInfo, saveUserSession } from './session-store';
import { reloadSessionUser } from './session-user-store';

export type SwitchFirmApi = { chooseFirm: typeof chooseFirm; getShareToken: typeof getShareToken };

const defaultApi: SwitchFirmApi = { chooseFirm, getShareToken };

/** Why a firm switch is refused before any call (spec §5). */
export type FirmSwitchRefusal = 'no-firm' | 'same-firm';

/** Whether switching to `firmId` is refused: none chosen, or the current firm. */
export function refuseFirmSwitch(firmId: number | undefined): FirmSwitchRefusal | undefined {
  if (firmId === undefined || !readFirmList().some((firm) => firm.firmId === firmId)) {
    return 'no-firm';
  }
  return firmId === readFirmId() ? 'same-firm' : undefined;
}

/**
 * Steps 2 and 3 of the firm switch (spec §4): the server records the firm, the user info of that
 * firm is loaded and stored with the new firm id. The caller resets menus, tabs and caches.
 */
export async function switchFirm(firmId: number, api: SwitchFirmApi = defaultApi): Promise<Firm> {
  const userInfo = readUserInfo();
  const firms = readFirmList();
  const firm = firms.find((each) => each.firmId === firmId);
  if (!userInfo || !firm || refuseFirmSwitch(firmId)) throw new Error('Refused firm switch.');
  await api.chooseFirm({ firmId, userId: userInfo.userId });
  const next = await api.getShareToken({ firmId, userId: userInfo.userId });
  saveUserSession({ userInfo: next, firms, firmId });
  reloadSessionUser();
  return firm;
}
