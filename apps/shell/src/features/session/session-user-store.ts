import type { Firm, UserInfo } from '@portal/contract';
import { create } from 'zustand';
import { readFirmId, readFirmList, readUserInfo } from './session-store';

export type SessionUser = {
  userInfo: UserInfo | undefined;
  firm: Firm | undefined;
  /** The firm the user works in: the one chosen, else the user info's; undefined signed out. */
  firmId: number | undefined;
};

function readSessionUser(): SessionUser {
  const chosen = readFirmId();
  const userInfo = readUserInfo();
  const firm = readFirmList().find((each) => each.firmId === chosen);
  return { userInfo, firm, firmId: firm?.firmId ?? userInfo?.firmId };
}

/** The signed-in user and their current firm, from storage; pages re-render when they change. */
export const useSessionUser = create<SessionUser>(readSessionUser);

/** Reads the user again after storage changed (sign-in; later, a firm switch). */
export function reloadSessionUser(): void {
  useSessionUser.setState(readSessionUser(), true);
}
