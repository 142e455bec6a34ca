import { menuTreeQuery } from '@/features/menu/api/get-menu-tree';
import { readFirmId, readUserInfo } from '@/features/session/session-store';
import type { MenuNode } from '@portal/contract';
import { queryClient } from './query-client';

/** The signed-in user's whole menu in the current firm (cached), or undefined without a user. */
export async function loadMenuTree(): Promise<MenuNode[] | undefined> {
  const userInfo = readUserInfo();
  const firmId = readFirmId() ?? userInfo?.firmId;
  if (!userInfo || firmId === undefined) return undefined;
  const response = await queryClient.fetchQuery(menuTreeQuery({ firmId, userId: userInfo.userId }));
  return response.menu;
}
