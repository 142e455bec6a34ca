import type { UserInfo } from '@portal/contract';
import { setStore } from '@/lib/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirmId, readUserInfo } from './session-store';
import { useSessionUser } from './session-user-store';
import { refuseFirmSwitch, switchFirm, type SwitchFirmApi } from './switch-firm';

const userIn = (firmId: number) =>
  ({ userId: 7, userName: '张三', firmId, roleLoginVos: [] }) as unknown as UserInfo;

beforeEach(() => {
  setStore({ name: 'userInfo', content: userIn(1) });
  setStore({
    name: 'firmList',
    content: [
      { firmId: 1, firmName: '保理公司' },
      { firmId: 2, firmName: '小贷公司' },
    ],
  });
  setStore({ name: 'firmId', content: 1 });
});

function fakeApi() {
  return {
    chooseFirm: vi.fn<SwitchFirmApi['chooseFirm']>().mockResolvedValue(true),
    getShareToken: vi
      .fn<SwitchFirmApi['getShareToken']>()
      .mockImplementation(({ firmId }) => Promise.resolve(userIn(firmId))),
  } satisfies SwitchFirmApi;
}

describe('firm switch', () => {
  it('refuses no firm, a firm the user is not in, and the current firm', () => {
    expect(refuseFirmSwitch(undefined)).toBe('no-firm');
    expect(refuseFirmSwitch(9)).toBe('no-firm');
    expect(refuseFirmSwitch(1)).toBe('same-firm');
    expect(refuseFirmSwitch(2)).toBeUndefined();
  });

  it('records the firm on the server, then stores its user info and id', async () => {
    const api = fakeApi();

    const firm = await switchFirm(2, api);

    expect(firm.firmName).toBe('小贷公司');
    expect(api.chooseFirm).toHaveBeenCalledWith({ firmId: 2, userId: 7 });
    expect(readFirmId()).toBe(2);
    expect(readUserInfo()?.firmId).toBe(2);
    expect(useSessionUser.getState().firm?.firmName).toBe('小贷公司');
  });

  it('keeps the current firm when the server refuses', async () => {
    const api = fakeApi();
    api.chooseFirm.mockRejectedValue(new Error('refused'));

    await expect(switchFirm(2, api)).rejects.toThrow('refused');
    expect(readFirmId()).toBe(1);
    expect(api.getShareToken).not.toHaveBeenCalled();
  });
});
