import { setButtonCodes } from '@/features/access/button-permissions';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { menuLabel } from '@/features/menu/menu-labels';
import { menuLeaves, visibleMenu } from '@/features/menu/menu-model';
import type { UserInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The user's menu in the firm on screen: shown entries, leaves, search entries, button codes. */
export function useFrameMenu(userInfo: UserInfo | undefined, firmId: number) {
  const { i18n } = useTranslation();
  const menuQuery = useQuery({
    ...menuQueries.tree({ firmId, userId: userInfo?.userId ?? 0 }),
    enabled: userInfo !== undefined,
  });
  const menu = useMemo(() => visibleMenu(menuQuery.data?.menu ?? []), [menuQuery.data]);
  useEffect(() => {
    if (menuQuery.data) setButtonCodes(menuQuery.data.btns);
  }, [menuQuery.data]);
  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const searchEntries = useMemo(
    () =>
      leaves.map((leaf) => ({
        key: String(leaf.node.id),
        label: menuLabel(leaf.node, i18n.language),
        path: leaf.target,
        // An embedded site is known by its own address, not the shell's /iframe?url=….
        ...(/^https?:\/\//.test(leaf.node.href) ? { shownPath: leaf.node.href } : {}),
        icon: leaf.node.icon,
      })),
    [leaves, i18n.language],
  );
  return { menu, leaves, searchEntries };
}
