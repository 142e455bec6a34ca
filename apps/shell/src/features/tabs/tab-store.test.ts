import { getStore, setStore } from '@/lib/storage';
import { testTab } from '@/test/tab';
import type { Tab } from './tab';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  dirtyTabs,
  dirtyTabsAmong,
  ensureFixedTabs,
  forgetOpenTabs,
  moveTab,
  openTab,
  refineTab,
  refreshTab,
  renameTab,
  resetTabs,
  returnTabTo,
  setTabDirty,
  useTabStore,
} from './tab-store';

const tab = testTab;

const paths = () => useTabStore.getState().tabs.map((each) => each.fullPath);
const stored = () => getStore<{ firmId?: number; tabs: Tab[] }>({ name: 'tagList' });
const storedPaths = () => stored()?.tabs.map((each) => each.fullPath);
const fixed = [tab('/wel/index', true), tab('/info/index', true)];

describe('tab store', () => {
  beforeEach(() => {
    resetTabs();
    ensureFixedTabs(fixed);
  });

  it('opens one tab per full path and remembers them in storage', () => {
    openTab(tab('/newcrm/a'));
    openTab(tab('/newcrm/a'));
    openTab(tab('/newcrm/a?x=1'));

    expect(paths()).toEqual(['/wel/index', '/info/index', '/newcrm/a', '/newcrm/a?x=1']);
    expect(storedPaths()).toEqual(paths());
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

  it('updates an open tab from its page, and reopens no closed one', () => {
    openTab(tab('/credit/apply/list'));
    refineTab({ ...tab('/credit/apply/list'), name: '授信申请' });
    refineTab(tab('/factoring/ledger'));

    expect(paths()).toEqual(['/wel/index', '/info/index', '/credit/apply/list']);
    expect(useTabStore.getState().tabs.at(-1)?.name).toBe('授信申请');
  });

  describe('of a firm', () => {
    it('stores the tabs with the firm they were opened in, and takes back only that firm’s', () => {
      ensureFixedTabs(fixed, 1001);
      openTab(tab('/factoring/ledger'));
      expect(stored()?.firmId).toBe(1001);

      // A reload in the same firm finds them; in another, the fixed tabs alone.
      ensureFixedTabs(fixed, 1001);
      expect(paths()).toEqual(['/wel/index', '/info/index', '/factoring/ledger']);
      forgetOpenTabs();
      ensureFixedTabs(fixed, 1002);
      expect(paths()).toEqual(['/wel/index', '/info/index']);
      expect(stored()).toMatchObject({ firmId: 1002 });
      expect(storedPaths()).toEqual(['/wel/index', '/info/index']);
    });

    it('never stores a window’s old-firm tabs over the tabs another window stored for the new firm', () => {
      ensureFixedTabs(fixed, 1001);
      openTab(tab('/factoring/ledger'));
      // Another window of the session switched to 1002 and opened a page there.
      setStore({
        name: 'tagList',
        content: { firmId: 1002, tabs: [...fixed, tab('/smallloan/list')] },
      });

      // This one, not told yet, goes on working in 1001: its strip follows, storage does not.
      openTab(tab('/factoring/contract'));
      closeTab('/factoring/ledger', '/factoring/contract');
      expect(paths()).toEqual(['/wel/index', '/info/index', '/factoring/contract']);
      expect(stored()?.firmId).toBe(1002);
      expect(storedPaths()).toEqual(['/wel/index', '/info/index', '/smallloan/list']);

      // Told, it takes the new firm's tabs.
      forgetOpenTabs();
      ensureFixedTabs(fixed, 1002);
      expect(paths()).toEqual(['/wel/index', '/info/index', '/smallloan/list']);
      openTab(tab('/smallloan/apply'));
      expect(storedPaths()).toEqual(paths());
    });
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
