import type { Firm, UserInfo } from '@portal/contract';
import { create } from 'zustand';
import { readFirmId, readFirmList, readUserInfo } from './session-store';

export type SessionUser = { userInfo: UserInfo | undefined; firm: Firm | undefined };

function readSessionUser(): SessionUser {
  const firmId = readFirmId();
  return {
    userInfo: readUserInfo(),
    firm: readFirmList().find((firm) => firm.firmId === firmId),
  };
}

/** The signed-in user and their current firm, from storage; pages re-render when they change. */
export const useSessionUser = create<SessionUser>(readSessionUser);

/** Reads the user again after storage changed (sign-in; later, a firm switch). */
export function reloadSessionUser(): void {
  useSessionUser.setState(readSessionUser(), true);
}
