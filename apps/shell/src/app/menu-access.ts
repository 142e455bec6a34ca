import { menuQueries } from '@/features/menu/api/menu-queries';
import { readFirmId, readUserInfo } from '@/features/session/session-store';
import type { MenuNode } from '@portal/contract';
import { queryClient } from './query-client';

/**
 * The signed-in user's whole menu in the current firm, or in another of theirs (cached); undefined
 * without a user.
 */
export async function loadMenuTree(firmId = currentFirmId()): Promise<MenuNode[] | undefined> {
  const userInfo = readUserInfo();
  if (!userInfo || firmId === undefined) return undefined;
  const response = await queryClient.fetchQuery(
    menuQueries.tree({ firmId, userId: userInfo.userId }),
  );
  return response.menu;
}

/** The firm on screen: the one switched to, else the user's own. */
export function currentFirmId(): number | undefined {
  return readFirmId() ?? readUserInfo()?.firmId;
}
