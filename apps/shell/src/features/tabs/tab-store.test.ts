import { getStore } from '@/lib/storage';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tab } from './tab';
import {
  chooseTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  dirtyTabs,
  dirtyTabsAmong,
  ensureFixedTabs,
  moveTab,
  openTab,
  refreshTab,
  renameTab,
  resetTabs,
  returnTabTo,
  setTabDirty,
  settleChoice,
  useChosenSubRoute,
  useShownTab,
  useStripTabs,
  useTabStore,
} from './tab-store';

function tab(fullPath: string, fixed = false): Tab {
  return {
    name: fullPath,
    path: fullPath.split('?')[0] ?? fullPath,
    fullPath,
    params: {},
    query: {},
    meta: { keepAlive: true, isTab: true, isAuth: true, fixed },
  };
}

const paths = () => useTabStore.getState().tabs.map((each) => each.fullPath);

describe('tab store', () => {
  beforeEach(() => {
    resetTabs();
    ensureFixedTabs([tab('/wel/index', true), tab('/info/index', true)]);
  });

  it('opens one tab per full path and remembers them in storage', () => {
    openTab(tab('/newcrm/a'));
    openTab(tab('/newcrm/a'));
    openTab(tab('/newcrm/a?x=1'));

    expect(paths()).toEqual(['/wel/index', '/info/index', '/newcrm/a', '/newcrm/a?x=1']);
    expect(getStore<Tab[]>({ name: 'tagList' })?.map((each) => each.fullPath)).toEqual(paths());
  });

  it('never closes a fixed tab', () => {
    expect(closeTab('/wel/index', '/wel/index')).toBeUndefined();
    expect(paths()).toContain('/wel/index');
  });

  it('goes to the tab on the right of the closed active one, else the left', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));
    openTab(tab('/c'));

    expect(closeTab('/b', '/b')).toBe('/c');
    expect(closeTab('/c', '/c')).toBe('/a');
    expect(closeTab('/a', '/info/index')).toBeUndefined();
    expect(paths()).toEqual(['/wel/index', '/info/index']);
  });

  it('closes the others but the fixed ones, or all but the fixed ones and goes home', () => {
    openTab(tab('/a'));
    openTab(tab('/b'));

    closeOtherTabs('/b');
    expect(paths()).toEqual(['/wel/index', '/info/index', '/b']);

    expect(closeAllTabs()).toBe('/wel/index');
    expect(paths()).toEqual(['/wel/index', '/info/index']);
  });

  it('moves a tab to another address in its place, keeping its title; never onto another tab', () => {
    openTab(tab('/newcrm/a'));
    openTab(tab('/credit/b'));
    moveTab('/newcrm/a', '/newcrm/form?step=2', '客户列表');
    moveTab('/credit/b', '/newcrm/form?step=2', '授信申请');

    expect(paths()).toEqual(['/wel/index', '/info/index', '/newcrm/form?step=2', '/credit/b']);
    expect(useTabStore.getState().tabs[2]).toMatchObject({
      path: '/newcrm/form',
      query: { step: '2' },
      title: '客户列表',
    });
    openTab(tab('/newcrm/form?step=2'));
    renameTab('/credit/b', '授信详情');
    expect(useTabStore.getState().tabs.map((each) => each.title)).toEqual([
      undefined,
      undefined,
      '客户列表',
      '授信详情',
    ]);
  });

  it('moves a tab back along the addresses its app took it through, and to no other', () => {
    openTab(tab('/newcrm/customer/list'));
    moveTab('/newcrm/customer/list', '/newcrm/customer/detail/7', '客户列表');
    moveTab('/newcrm/customer/detail/7', '/newcrm/customer/detail/7?tab=2', '客户列表');

    // Back, Back: the one tab goes back to the list, dirty marks and title with it.
    setTabDirty('/newcrm/customer/detail/7?tab=2', true);
    expect(returnTabTo('/newcrm/customer/detail/7')).toBe(true);
    expect(returnTabTo('/newcrm/customer/list')).toBe(true);
    expect(paths()).toEqual(['/wel/index', '/info/index', '/newcrm/customer/list']);
    expect(useTabStore.getState().tabs[2]?.title).toBe('客户列表');
    expect(dirtyTabs().map((each) => each.fullPath)).toEqual(['/newcrm/customer/list']);
    // Forward: on again.
    expect(returnTabTo('/newcrm/customer/detail/7?tab=2')).toBe(true);
    expect(paths()).toEqual(['/wel/index', '/info/index', '/newcrm/customer/detail/7?tab=2']);

    // An address no tab was at, or one a tab is at now, moves nothing.
    expect(returnTabTo('/credit/apply/list')).toBe(false);
    expect(returnTabTo('/wel/index')).toBe(false);
  });

  it('counts refreshes per tab, so its page gets a new key', () => {
    refreshTab('/wel/index');
    refreshTab('/wel/index');

    expect(useTabStore.getState().refreshCounts['/wel/index']).toBe(2);
  });

  it('shows a chosen page, and its sub-application, only while the page it was chosen from is on screen', () => {
    const { result, rerender } = renderHook(
      ({ page }) => ({ shown: useShownTab(page), subRoute: useChosenSubRoute(page) }),
      { initialProps: { page: '/wel/index' } },
    );
    act(() => chooseTab('/credit/apply/list', '/wel/index', { subRoute: 'credit' }));
    expect(result.current).toEqual({ shown: '/credit/apply/list', subRoute: 'credit' });

    rerender({ page: '/credit/apply/list' });
    expect(result.current).toEqual({ shown: '/credit/apply/list', subRoute: undefined });
    rerender({ page: '/403' });
    expect(result.current).toEqual({ shown: '/403', subRoute: undefined });
  });

  it('puts a chosen page not yet open on the strip at once, last, until its navigation opens it', () => {
    const paths = (page: string) => renderHook(() => useStripTabs(page)).result;
    const chosen = tab('/credit/apply/list');
    chooseTab(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });

    expect(paths('/wel/index').current.map((each) => each.fullPath)).toEqual([
      '/wel/index',
      '/info/index',
      '/credit/apply/list',
    ]);
    // Once another page is on screen the choice is stale: only the open tabs remain.
    expect(paths('/info/index').current.map((each) => each.fullPath)).toEqual([
      '/wel/index',
      '/info/index',
    ]);

    // Its navigation committed, it stays until the page opens its tab; then it is there once.
    const open = ['/wel/index', '/info/index', '/credit/apply/list'];
    expect(paths('/credit/apply/list').current.map((each) => each.fullPath)).toEqual(open);
    openTab(chosen);
    expect(paths('/credit/apply/list').current.map((each) => each.fullPath)).toEqual(open);
    // Once open, it is the strip's own: moved by its app, it leaves no copy behind.
    moveTab('/credit/apply/list', '/credit/apply/detail', 'detail');
    expect(paths('/credit/apply/list').current.map((each) => each.fullPath)).toEqual([
      '/wel/index',
      '/info/index',
      '/credit/apply/detail',
    ]);
  });

  it('keeps a chosen page it showed on the strip open when the user moves on before it opens', () => {
    const chosen = tab('/credit/apply/list');
    chooseTab(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    // Home is clicked before the navigation to the chosen page committed.
    chooseTab('/wel/index', '/wel/index');
    expect(paths()).toEqual(['/wel/index', '/info/index', '/credit/apply/list']);

    // Chosen again and left with Back: still one tab.
    chooseTab(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    settleChoice('/info/index');
    expect(paths()).toEqual(['/wel/index', '/info/index', '/credit/apply/list']);
  });

  it('opens no second tab for a chosen page whose navigation commits', () => {
    const chosen = tab('/credit/apply/list');
    chooseTab(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    settleChoice('/credit/apply/list');
    expect(paths()).toEqual(['/wel/index', '/info/index']);
  });

  it('forgets a choice once another page is on screen, so Back to its page shows that page', () => {
    const shown = (page: string) => renderHook(() => useShownTab(page)).result.current;
    chooseTab('/info/index', '/wel/index');
    settleChoice('/wel/index');
    expect(shown('/wel/index')).toBe('/info/index');

    // The navigation committed; Back then returns to /wel/index, which shows itself.
    settleChoice('/info/index');
    expect(shown('/info/index')).toBe('/info/index');
    expect(shown('/wel/index')).toBe('/wel/index');
  });

  describe('unsaved work', () => {
    const dirtyPaths = () => dirtyTabs().map((each) => each.fullPath);

    it('marks open tabs only, and names them in strip order', () => {
      openTab(tab('/a'));
      openTab(tab('/b'));
      setTabDirty('/b', true);
      setTabDirty('/a', true);
      setTabDirty('/not-open', true);

      expect(dirtyPaths()).toEqual(['/a', '/b']);
      expect(dirtyTabsAmong(['/b', '/wel/index']).map((each) => each.fullPath)).toEqual(['/b']);
      setTabDirty('/a', false);
      expect(dirtyPaths()).toEqual(['/b']);
    });

    it('is forgotten with its tab: closed, refreshed, or every tab reset', () => {
      for (const path of ['/a', '/b', '/c']) {
        openTab(tab(path));
        setTabDirty(path, true);
      }
      closeTab('/a', '/wel/index');
      refreshTab('/b');
      expect(dirtyPaths()).toEqual(['/c']);
      // Reopened, a closed tab starts clean.
      openTab(tab('/a'));
      expect(dirtyPaths()).toEqual(['/c']);
      resetTabs();
      expect(dirtyPaths()).toEqual([]);
    });

    it("is kept, with the app's title, for a page whose tab opens a moment later", () => {
      renameTab('/credit/apply/list', '授信申请 42');
      setTabDirty('/credit/apply/list', true);
      expect(dirtyPaths()).toEqual([]);

      openTab(tab('/credit/apply/list'));
      expect(dirtyPaths()).toEqual(['/credit/apply/list']);
      expect(useTabStore.getState().tabs.at(-1)?.title).toBe('授信申请 42');
    });

    it('moves with its tab when the app goes to another of its pages', () => {
      openTab(tab('/credit/apply/list'));
      setTabDirty('/credit/apply/list', true);
      moveTab('/credit/apply/list', '/credit/apply/detail', 'detail');

      expect(dirtyPaths()).toEqual(['/credit/apply/detail']);
    });
  });
});
