import { answerHttp } from '@/test/answer-http';
import type { RequestConfig } from '@/lib/http/http-client';
import { clearSession, saveUserSession } from '@/features/session/session-store';
import { reloadSessionUser } from '@/features/session/session-user-store';
import type { UserInfo } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchSignedInFirstScreen } from './first-screen-data';
import { queryClient } from './query-client';

const calls = vi.fn<(config: RequestConfig) => Promise<unknown>>();
const asked = () => calls.mock.calls.map(([config]) => config.url);

beforeEach(() => {
  answerHttp(calls);
  calls.mockReset();
  calls.mockReturnValue(new Promise(() => {}));
});
afterEach(() => queryClient.clear());

describe('prefetchSignedInFirstScreen', () => {
  const userInfo = {
    userId: 7,
    firmId: 1001,
    userName: '张三',
    roleLoginVos: [],
  } as unknown as UserInfo;
  afterEach(() => {
    clearSession();
    reloadSessionUser();
  });

  it("asks at once for the stored user's menu and the home page's lists, keeping the cache", () => {
    saveUserSession({ userInfo, firms: [{ firmId: 1001, firmName: '集团总部' }], firmId: 1001 });
    reloadSessionUser();
    queryClient.setQueryData(['global', 'config'], {});

    prefetchSignedInFirstScreen('/wel/index');

    expect(asked()).toEqual(
      expect.arrayContaining([
        '/upms/menu/getTreeByRoleId',
        '/coreSystem/todoAll',
        '/coreSystem/getToDoCount',
      ]),
    );
    expect(calls.mock.calls[0]?.[0].params).toMatchObject({ firmId: 1001, userId: 7 });
    expect(queryClient.getQueryData(['global', 'config'])).toEqual({});
  });

  it("asks only for the menu at another page, and for nothing when nobody's session is stored", () => {
    prefetchSignedInFirstScreen('/wel/index');
    expect(asked()).toEqual([]);

    saveUserSession({ userInfo, firms: [{ firmId: 1001, firmName: '集团总部' }], firmId: 1001 });
    reloadSessionUser();
    prefetchSignedInFirstScreen('/wel/backlog');
    expect(asked()).toEqual(['/upms/menu/getTreeByRoleId']);
  });
});
