import type { Firm, UserInfo } from '@portal/contract';
import { useState } from 'react';
import { readFirmId, readFirmList, readUserInfo } from './session-store';

export type SessionUser = { userInfo: UserInfo | undefined; firm: Firm | undefined };

/** The signed-in user and their current firm, as stored at sign-in. */
export function useSessionUser(): SessionUser {
  const [user] = useState<SessionUser>(() => {
    const firmId = readFirmId();
    return {
      userInfo: readUserInfo(),
      firm: readFirmList().find((firm) => firm.firmId === firmId),
    };
  });
  return user;
}
