import type { MenuLeaf } from '@/features/menu/menu-model';
import {
  ensureFixedTabs,
  openTab,
  returnTabTo,
  settleChoice,
  useTabStore,
} from '@/features/tabs/tab-store';
import { useEffect, useMemo } from 'react';
import { useLocation, useMatches, useNavigationType, useParams } from 'react-router';
import { handleOf, signedInFrame } from '../route-meta';
import { fixedTabs } from './fixed-tabs';
import { tabForLocation } from './tab-for-location';

/** Keeps the tab strip in step with the route: the fixed tabs first, a tab for each page opened. */
export function useFrameTabs(leaves: readonly MenuLeaf[]) {
  const location = useLocation();
  const matches = useMatches().map(({ handle }) => ({ route: { handle } }));
  const handle = handleOf(matches) ?? signedInFrame;
  const params = useParams();
  const tabs = useTabStore((state) => state.tabs);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => ensureFixedTabs(fixedTabs), []);

  const tab = useMemo(
    () => tabForLocation(location, handle, leaves, params),
    // The tab is that of the page on screen: it changes with the address and the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fullPath, leaves, handle],
  );
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!tab.meta.isTab) return;
    // Back or Forward through an app's own pages moves its tab along.
    if (navigationType === 'POP' && returnTabTo(tab.fullPath)) return;
    openTab(tab);
    // Only a new address opens or returns a tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab]);
  // After the page's tab is open: a tab chosen on the strip stays there until then.
  useEffect(() => settleChoice(fullPath), [fullPath]);

  return { tabs, activeFullPath: fullPath, meta: handle.meta, subAppRoute: handle.subAppRoute };
}
