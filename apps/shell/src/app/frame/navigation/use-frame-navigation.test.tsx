import { menuLeaves, type MenuLeaf } from '@/features/menu/menu-model';
import { announceSubAppShown } from '@/features/micro/sub-app-shown';
import {
  ensureFixedTabs,
  forgetOpenTabs,
  moveTab,
  resetTabs,
  useTabStore,
} from '@/features/tabs/tab-store';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { menuEntry } from '@/test/menu-entry';
import { testRuntimeConfig } from '@/test/runtime-config';
import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInFrame, subAppTabPage } from '../../route-meta';
import { shellPages } from '../../shell-page-table';
import { fixedTabs } from '../fixed-tabs';
import { dropChoice } from './pending-choice';
import { useFrameNavigation, type FrameNavigation } from './use-frame-navigation';

const leaves = menuLeaves([
  menuEntry({ id: 1, path: '/newcrm/customer/list', subRoute: 'newcrm' }),
  menuEntry({ id: 2, path: '/credit/apply/list', subRoute: 'credit' }),
  menuEntry({ id: 3, path: '/factoring/ledger', subRoute: 'factoring' }),
]);
function leafOf(path: string) {
  const leaf = leaves.find((each) => each.target === path);
  if (!leaf) throw new Error(`no menu entry at ${path}`);
  return leaf;
}
const creditLeaf = leafOf('/credit/apply/list');

/** What the frame's navigation answered at its last render. */
let navigation: FrameNavigation;
const keep = (latest: FrameNavigation) => {
  navigation = latest;
};
/** Sees the open tabs of each render (set by a test). */
let keepStrip: (tabs: FrameNavigation['tabs']) => void = () => {};

/** Puts another menu in the frame (set by its render). */
let changeMenu: (next: readonly MenuLeaf[]) => void = () => {};

function Frame() {
  const [menu, setMenu] = useState<readonly MenuLeaf[]>(leaves);
  useLayoutEffect(() => {
    changeMenu = setMenu;
  }, []);
  const latest = useFrameNavigation(menu);
  keepStrip(latest.tabs);
  useLayoutEffect(() => keep(latest));
  return <Outlet />;
}

const subAppRoute = (route: string): RouteObject => ({
  path: `${route}/*`,
  handle: subAppTabPage(route),
  element: null,
});

/** The frame on a memory router: the shell's pages and three apps' pages, as the route table has. */
function renderFrame(...entries: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        handle: signedInFrame,
        element: <Frame />,
        children: [
          ...Object.values(shellPages).map(({ path, handle }) => ({
            path: path.slice(1),
            handle,
            element: null,
          })),
          subAppRoute('newcrm'),
          subAppRoute('credit'),
          subAppRoute('factoring'),
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const address = (router: ReturnType<typeof renderFrame>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};
const openPaths = () => useTabStore.getState().tabs.map((tab) => tab.fullPath);
const tabAt = (fullPath: string) => {
  const tab = navigation.tabs.find((each) => each.fullPath === fullPath);
  if (!tab) throw new Error(`no tab at ${fullPath}`);
  return tab;
};
const fixedPaths = ['/wel/index', '/info/index', '/wel/notice', '/wel/backlog', '/wel/message'];

/** Opens pages by address, one after the other, as links or the address bar do. */
async function visit(router: ReturnType<typeof renderFrame>, ...fullPaths: string[]) {
  for (const fullPath of fullPaths) await act(() => router.navigate(fullPath));
}

/** Selects a tab on the strip and waits for its navigation, which follows the next paint. */
async function selectAndSettle(router: ReturnType<typeof renderFrame>, fullPath: string) {
  act(() => navigation.selectTab(tabAt(fullPath)));
  await waitFor(() => expect(address(router)).toBe(fullPath));
}

/** Back or Forward: the page of the address shows, and the strip's selection with it. */
async function go(router: ReturnType<typeof renderFrame>, delta: number, fullPath: string) {
  await act(() => router.navigate(delta));
  expect(address(router)).toBe(fullPath);
  expect(navigation.activeFullPath).toBe(fullPath);
  expect(navigation.shownTab).toBe(fullPath);
}

describe('the frame’s navigation', () => {
  beforeEach(() => {
    resetTabs();
    dropChoice();
    setRuntimeConfig({
      ...testRuntimeConfig,
      subApps: [
        {
          route: 'newcrm',
          name: 'sub-newcrm',
          url: '/sub-newcrm/',
          devUrl: 'http://localhost:7101/',
        },
        {
          route: 'credit',
          name: 'sub-credit',
          url: '/sub-credit/',
          devUrl: 'http://localhost:7104/',
        },
        {
          route: 'factoring',
          name: 'sub-factoring',
          url: '/sub-factoring/',
          devUrl: 'http://localhost:7105/',
        },
      ],
    });
  });
  afterEach(() => {
    resetTabs();
    dropChoice();
    keepStrip = () => {};
  });

  it('renders the fixed tabs and the page’s own in its first render, not in a second one', () => {
    const strips: string[][] = [];
    keepStrip = (tabs) => strips.push(tabs.map((tab) => tab.fullPath));

    renderFrame('/credit/apply/list');

    expect(strips[0]).toEqual([...fixedPaths, '/credit/apply/list']);
    expect(strips).toHaveLength(1);
  });

  it('opens the tab of the address after the fixed tabs, its app on screen', async () => {
    renderFrame('/credit/apply/list?id=7#top');
    await waitFor(() =>
      expect(openPaths()).toEqual([...fixedPaths, '/credit/apply/list?id=7#top']),
    );
    expect(navigation.shownTab).toBe('/credit/apply/list?id=7#top');
    expect(navigation.shownSubAppRoute).toBe('credit');
    expect(navigation.meta.isTab).toBe(true);
  });

  it('shows a tab chosen on the strip at once, and the address follows', async () => {
    const router = renderFrame('/credit/apply/list');
    await waitFor(() => expect(openPaths()).toContain('/credit/apply/list'));

    act(() => navigation.selectTab(tabAt('/info/index')));
    // Shown before its navigation: the app's page is no longer on screen.
    expect(navigation.shownTab).toBe('/info/index');
    expect(navigation.shownSubAppRoute).toBeUndefined();
    expect(address(router)).toBe('/credit/apply/list');
    await waitFor(() => expect(address(router)).toBe('/info/index'));
    expect(navigation.shownTab).toBe('/info/index');
  });

  it('shows the page of the address on Back and Forward through five tabs', async () => {
    const router = renderFrame('/wel/index');
    await visit(router, '/newcrm/customer/list', '/credit/apply/list', '/factoring/ledger');
    await selectAndSettle(router, '/wel/message');
    await selectAndSettle(router, '/newcrm/customer/list');

    await go(router, -1, '/wel/message');
    await go(router, -1, '/factoring/ledger');
    expect(navigation.shownSubAppRoute).toBe('factoring');
    await go(router, -1, '/credit/apply/list');
    await go(router, -1, '/newcrm/customer/list');
    await go(router, -1, '/wel/index');
    await go(router, 2, '/credit/apply/list');
    await go(router, 3, '/newcrm/customer/list');
    expect(openPaths()).toEqual([
      ...fixedPaths,
      '/newcrm/customer/list',
      '/credit/apply/list',
      '/factoring/ledger',
    ]);
  });

  it('moves an app’s tab back along the pages it went through, opening no second tab', async () => {
    const router = renderFrame('/credit/apply/list');
    await waitFor(() => expect(openPaths()).toContain('/credit/apply/list'));
    // The app went to a detail page: its tab and the address follow.
    act(() => moveTab('/credit/apply/list', '/credit/apply/detail?id=7', 'detail'));
    await act(() => router.navigate('/credit/apply/detail?id=7'));

    await go(router, -1, '/credit/apply/list');
    expect(openPaths()).toEqual([...fixedPaths, '/credit/apply/list']);
    await go(router, 1, '/credit/apply/detail?id=7');
    expect(openPaths()).toEqual([...fixedPaths, '/credit/apply/detail?id=7']);
  });

  it('starts an app chosen in the menu at once, its tab on the strip, the address once it shows', async () => {
    const router = renderFrame('/wel/index');
    await waitFor(() => expect(openPaths()).toEqual(fixedPaths));

    act(() => navigation.openLeaf(creditLeaf));
    expect(navigation.shownTab).toBe('/credit/apply/list');
    expect(navigation.shownSubAppRoute).toBe('credit');
    expect(navigation.stripTabs.at(-1)?.fullPath).toBe('/credit/apply/list');
    expect(address(router)).toBe('/wel/index');

    act(() => announceSubAppShown('sub-credit'));
    await waitFor(() => expect(address(router)).toBe('/credit/apply/list'));
    await waitFor(() => expect(openPaths()).toEqual([...fixedPaths, '/credit/apply/list']));
  });

  it('keeps the tab of an app chosen in the menu when the user moves on before it shows', async () => {
    const router = renderFrame('/wel/index');
    await waitFor(() => expect(openPaths()).toEqual(fixedPaths));

    act(() => navigation.openLeaf(creditLeaf));
    await selectAndSettle(router, '/info/index');
    expect(openPaths()).toEqual([...fixedPaths, '/credit/apply/list']);
    // The app showing late moves the address nowhere: the user is elsewhere now.
    act(() => announceSubAppShown('sub-credit'));
    await go(router, 0, '/info/index');
  });

  it('closes the active tab to its right neighbour, else its left one, and close-all goes home', async () => {
    const router = renderFrame('/wel/index');
    await visit(router, '/newcrm/customer/list', '/credit/apply/list', '/factoring/ledger');
    await selectAndSettle(router, '/newcrm/customer/list');

    act(() => navigation.closeTabs([tabAt('/newcrm/customer/list')]));
    await waitFor(() => expect(address(router)).toBe('/credit/apply/list'));
    await selectAndSettle(router, '/factoring/ledger');
    act(() => navigation.closeTabs([tabAt('/factoring/ledger')]));
    await waitFor(() => expect(address(router)).toBe('/credit/apply/list'));

    act(() => navigation.moveTabs('close-all', tabAt('/credit/apply/list')));
    await waitFor(() => expect(address(router)).toBe('/wel/index'));
    expect(openPaths()).toEqual(fixedPaths);
  });

  it('refreshes another tab by moving there with its page anew', async () => {
    const router = renderFrame('/credit/apply/list');
    await visit(router, '/wel/index');
    await waitFor(() => expect(openPaths()).toContain('/credit/apply/list'));

    act(() => navigation.moveTabs('refresh', tabAt('/credit/apply/list')));
    await waitFor(() => expect(address(router)).toBe('/credit/apply/list'));
    expect(useTabStore.getState().refreshCounts['/credit/apply/list']).toBe(1);
  });

  it('follows a new menu on the page’s open tab, and opens none its firm switch closed', async () => {
    const router = renderFrame('/factoring/ledger');
    await waitFor(() => expect(openPaths()).toContain('/factoring/ledger'));
    act(() =>
      changeMenu(menuLeaves([menuEntry({ id: 3, path: '/factoring/ledger', label: '台账' })])),
    );
    expect(tabAt('/factoring/ledger').name).toBe('台账');

    // Another firm now: its fixed tabs alone, its menu arriving before the way home is taken.
    act(() => {
      forgetOpenTabs();
      ensureFixedTabs(fixedTabs, 1002);
    });
    act(() => changeMenu(menuLeaves([menuEntry({ id: 9, path: '/newcrm/customer/list' })])));
    expect(openPaths()).toEqual(fixedPaths);
    await visit(router, '/wel/index');
    expect(openPaths()).toEqual(fixedPaths);
  });
});
