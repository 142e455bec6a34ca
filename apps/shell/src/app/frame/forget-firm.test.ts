import { messageQueries } from '@/features/workbench/api/message-queries';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { todoQueries } from '@/features/workbench/api/todo-queries';
import { saveUserSession } from '@/features/session/session-store';
import { globalKey } from '@/lib/query-keys';
import type { UserInfo } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../query-client';
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
});
