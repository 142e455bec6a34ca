import type { Firm, UserInfo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { clearSession, saveUserSession } from './session-store';
import { reloadSessionUser, useSessionUser } from './session-user-store';

const firms = [
  { firmId: 1001, firmName: '示范商业保理有限公司' },
  { firmId: 1002, firmName: '示范小额贷款有限公司' },
] as Firm[];
const userInfo = {
  userId: 7,
  userName: '张三',
  firmId: 1001,
  roleLoginVos: [],
} as unknown as UserInfo;

describe('useSessionUser', () => {
  it('names the firm the user works in: the one chosen, else the user info’s, none signed out', () => {
    saveUserSession({ userInfo, firms, firmId: 1002 });
    reloadSessionUser();
    expect(useSessionUser.getState()).toMatchObject({ firm: firms[1], firmId: 1002 });

    // A chosen firm no longer in the user's list: the user info's firm.
    saveUserSession({ userInfo, firms: firms.slice(0, 1), firmId: 1002 });
    reloadSessionUser();
    expect(useSessionUser.getState()).toMatchObject({ firm: undefined, firmId: 1001 });

    clearSession();
    reloadSessionUser();
    expect(useSessionUser.getState().firmId).toBeUndefined();
  });
});
