import { isPublicRoute } from '@/features/micro/sub-app-routes';
import type { MenuLeaf } from '@/features/menu/menu-model';
import type { TabAction } from '@/features/tabs/components/tab-strip';
import { splitFullPath, type Tab } from '@/features/tabs/tab';
import { canonicalAddress } from '@/lib/app-path';
import { paths } from '@/lib/paths';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  ensureFixedTabs,
  openTab,
  refineTab,
  refreshTab,
  returnTabTo,
  useTabStore,
} from '@/features/tabs/tab-store';
import { afterNextPaint } from '@/lib/after-paint';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  NavigationType,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';
import { currentFirmId } from '../../menu-access';
import { handleOf, signedInFrame, subAppTabPage } from '../../route-meta';
import { fixedTabs } from '../fixed-tabs';
import { navigateOnceShown } from './navigate-once-shown';
import {
  choosePage,
  dropChoice,
  settleChoice,
  useChosenSubRoute,
  useShownPage,
  useStripTabs,
} from './pending-choice';
import { tabForLocation } from './tab-for-location';

/** Opens the page's tab; Back or Forward to an app's earlier address returns its tab there. */
function openPageTab(tab: Tab, navigationType: NavigationType) {
  if (!tab.meta.isTab) return;
  if (navigationType === NavigationType.Pop && returnTabTo(tab.fullPath)) return;
  openTab(tab);
}

/**
 * Where the user is, in one place: the address is the truth, its page's tab opens with it, and a
 * page chosen on the strip or in the menu shows at once while its navigation (guard, loaders)
 * follows. Back and Forward are plain navigations: the page of the address shows, and an app's
 * tab moves back along the addresses it went through.
 */
export function useFrameNavigation(leaves: readonly MenuLeaf[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches().map(({ handle }) => ({ route: { handle } }));
  const handle = handleOf(matches) ?? signedInFrame;
  const params = useParams();
  const activeFullPath = canonicalAddress(`${location.pathname}${location.search}${location.hash}`);

  const tab = useMemo(
    () => tabForLocation(location, handle, leaves, params),
    // The tab is that of the page on screen: it changes with the address and the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [activeFullPath, leaves, handle],
  );
  // The strip's first render holds the fixed tabs and this page's: opened by an Effect after it,
  // they would render the whole frame a second time before its first paint.
  const [tabAtMount] = useState(() => {
    ensureFixedTabs(fixedTabs, currentFirmId());
    openPageTab(tab, navigationType);
    return tab;
  });
  const tabs = useTabStore((state) => state.tabs);
  const openedAddress = useRef(tabAtMount.fullPath);
  useEffect(() => {
    if (tab === tabAtMount) return;
    // Only a new address opens or returns a tab. A new menu at the same address (another firm's,
    // its tabs gone, before the way home commits) refines the page's tab if it is still open.
    if (tab.fullPath === openedAddress.current) return refineTab(tab);
    openedAddress.current = tab.fullPath;
    openPageTab(tab, navigationType);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab]);
  // After the page's tab is open: a tab chosen on the strip stays there until then.
  useEffect(() => settleChoice(activeFullPath), [activeFullPath]);

  const shownTab = useShownPage(activeFullPath);
  const stripTabs = useStripTabs(activeFullPath);
  const chosenSubRoute = useChosenSubRoute(activeFullPath);
  // A chosen tab's app shows at once too, like its kept page, before the navigation commits.
  const shownSubAppRoute =
    shownTab === activeFullPath
      ? handle.subAppRoute
      : (tabs.find((each) => each.fullPath === shownTab)?.subRoute ?? chosenSubRoute);

  const openPath = useCallback((path: string) => void navigate(path), [navigate]);
  const page = useRef(activeFullPath);
  useLayoutEffect(() => {
    page.current = activeFullPath;
  });
  const currentPage = useCallback(() => page.current, []);
  const goHome = useCallback(() => void navigate(paths.home), [navigate]);

  const selectTab = useCallback(
    (chosen: Tab) => {
      // The kept page shows at once; the navigation (guard, loaders, the address) follows once
      // that is painted.
      choosePage(chosen.fullPath, activeFullPath);
      afterNextPaint(() => void navigate(chosen.fullPath));
    },
    [activeFullPath, navigate],
  );

  const openLeaf = useCallback(
    ({ target, node }: MenuLeaf) => {
      // A public app's page (/blank) is outside the frame: it mounts its app there, for nobody.
      const isPublic = isPublicRoute(node.subRoute ?? '');
      if (!node.subRoute || isPublic || target === activeFullPath) return openPath(target);
      // A sub-application starts mounting with the click; the navigation follows once it shows.
      const newTab = tabForLocation(
        splitFullPath(target),
        subAppTabPage(node.subRoute),
        leaves,
        {},
      );
      choosePage(target, activeFullPath, { subRoute: node.subRoute, newTab });
      navigateOnceShown({
        target,
        from: activeFullPath,
        subRoute: node.subRoute,
        currentPage,
        navigate: openPath,
      });
    },
    [openPath, activeFullPath, leaves, currentPage],
  );

  // Kept stable, so that a tab switch does not render what holds it (the top bar's search).
  const latest = useRef({ leaves, openLeaf });
  useLayoutEffect(() => {
    latest.current = { leaves, openLeaf };
  });
  /** Opens an address as its menu entry does if it is one (a search result), else navigates. */
  const openAddress = useCallback(
    (path: string) => {
      const leaf = latest.current.leaves.find((each) => each.target === path);
      if (leaf) latest.current.openLeaf(leaf);
      else openPath(path);
    },
    [openPath],
  );

  /** Closes tabs an app or the user closed; the page goes to a neighbour, or home. */
  const closeTabs = useCallback(
    (closing: readonly Tab[], goHomeAfter = false) => {
      let next: string | undefined;
      // Home overrides a page on its way (an app chosen in the menu that failed before its tab).
      if (goHomeAfter) dropChoice();
      for (const each of closing) {
        // A tab chosen and closed before its navigation: the navigation is off.
        if (each.fullPath === shownTab) dropChoice();
        next = closeTab(each.fullPath, activeFullPath) ?? next;
      }
      if (goHomeAfter) void navigate(paths.home);
      else if (next) void navigate(next);
    },
    [activeFullPath, shownTab, navigate],
  );

  /** What a strip action does to the tabs and the address, once the user agreed to it. */
  const moveTabs = useCallback(
    (move: TabAction, target: Tab) => {
      const { fullPath } = target;
      if (move === 'close') return closeTabs([target]);
      if (move === 'close-all') return void navigate(closeAllTabs());
      if (move === 'refresh') refreshTab(fullPath);
      if (move === 'close-others') closeOtherTabs(fullPath);
      if (fullPath !== activeFullPath) void navigate(fullPath);
    },
    [activeFullPath, closeTabs, navigate],
  );

  return {
    /** The open tabs, in strip order. */
    tabs,
    /** The open tabs and the page just chosen, until its tab opens. */
    stripTabs,
    /** The address's full path (base excluded): the page the router shows. */
    activeFullPath,
    /** The page on screen: the one just chosen, ahead of its navigation, else the address's. */
    shownTab,
    shownSubAppRoute,
    meta: handle.meta,
    openPath,
    goHome,
    selectTab,
    openLeaf,
    openAddress,
    closeTabs,
    moveTabs,
  };
}

export type FrameNavigation = ReturnType<typeof useFrameNavigation>;
