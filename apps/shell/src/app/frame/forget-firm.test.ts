import { messageQueries } from '@/features/workbench/api/message-queries';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { todoQueries } from '@/features/workbench/api/todo-queries';
import { saveUserSession } from '@/features/session/session-store';
import { ensureFixedTabs, openTab, useTabStore } from '@/features/tabs/tab-store';
import { getStore, setStore } from '@/lib/storage';
import { testTab } from '@/test/tab';
import { globalKey } from '@/lib/query-keys';
import type { UserInfo } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { fixedTabs } from './fixed-tabs';
import { forgetPreviousFirm } from './forget-firm';

afterEach(() => queryClient.clear());

const userInfo = {
  userId: 7,
  firmId: 1,
  firmNo: '1001',
  userName: '张三',
  roleLoginVos: [],
} as unknown as UserInfo;
const firms = [1, 2, 3].map((firmId) => ({ firmId, firmName: `firm ${firmId}` }));

describe('forgetPreviousFirm', () => {
  it('forgets the data of every firm but the one switched to', () => {
    const old = [
      todoQueries.count(1).queryKey,
      messageQueries.unread(1).queryKey,
      menuQueries.tree({ firmId: 1, userId: 7 }).queryKey,
      menuQueries.tree({ firmId: 3, userId: 7 }).queryKey,
    ];
    const kept = [menuQueries.tree({ firmId: 2, userId: 7 }).queryKey, globalKey('config')];
    for (const key of [...old, ...kept]) queryClient.setQueryData(key, {});
    saveUserSession({ userInfo, firms, firmId: 2 });

    forgetPreviousFirm();

    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual(kept);
  });

  it('leaves the old firm’s tabs behind, here and in storage, and takes the new firm’s', () => {
    saveUserSession({ userInfo, firms, firmId: 1 });
    ensureFixedTabs(fixedTabs, 1);
    openTab(testTab('/factoring/ledger'));
    saveUserSession({ userInfo, firms, firmId: 2 });

    forgetPreviousFirm();

    const fixedPaths = fixedTabs.map((tab) => tab.fullPath);
    const open = () => useTabStore.getState().tabs.map((tab) => tab.fullPath);
    expect(open()).toEqual(fixedPaths);
    expect(getStore({ name: 'tagList' })).toMatchObject({ firmId: 2 });

    // Following another window's switch, this one takes what that one opened in the new firm.
    setStore({
      name: 'tagList',
      content: { firmId: 2, tabs: [...fixedTabs, testTab('/smallloan/list')] },
    });
    forgetPreviousFirm();
    expect(open()).toEqual([...fixedPaths, '/smallloan/list']);
  });
});
