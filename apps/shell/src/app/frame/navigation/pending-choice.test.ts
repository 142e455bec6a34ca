import {
  ensureFixedTabs,
  moveTab,
  openTab,
  resetTabs,
  useTabStore,
} from '@/features/tabs/tab-store';
import { testTab } from '@/test/tab';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  choosePage,
  dropChoice,
  settleChoice,
  useChosenSubRoute,
  useShownPage,
  useStripTabs,
} from './pending-choice';

const tab = testTab;

const paths = () => useTabStore.getState().tabs.map((each) => each.fullPath);

describe('the page chosen ahead of its navigation', () => {
  beforeEach(() => {
    resetTabs();
    dropChoice();
    ensureFixedTabs([tab('/wel/index', true), tab('/info/index', true)]);
  });

  it('shows a chosen page, and its sub-application, only while the page it was chosen from is on screen', () => {
    const { result, rerender } = renderHook(
      ({ page }) => ({ shown: useShownPage(page), subRoute: useChosenSubRoute(page) }),
      { initialProps: { page: '/wel/index' } },
    );
    act(() => choosePage('/credit/apply/list', '/wel/index', { subRoute: 'credit' }));
    expect(result.current).toEqual({ shown: '/credit/apply/list', subRoute: 'credit' });

    rerender({ page: '/credit/apply/list' });
    expect(result.current).toEqual({ shown: '/credit/apply/list', subRoute: undefined });
    rerender({ page: '/403' });
    expect(result.current).toEqual({ shown: '/403', subRoute: undefined });
  });

  it('puts a chosen page not yet open on the strip at once, last, until its navigation opens it', () => {
    const paths = (page: string) => renderHook(() => useStripTabs(page)).result;
    const chosen = tab('/credit/apply/list');
    choosePage(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });

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
    choosePage(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    // Home is clicked before the navigation to the chosen page committed.
    choosePage('/wel/index', '/wel/index');
    expect(paths()).toEqual(['/wel/index', '/info/index', '/credit/apply/list']);

    // Chosen again and left with Back: still one tab.
    choosePage(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    settleChoice('/info/index');
    expect(paths()).toEqual(['/wel/index', '/info/index', '/credit/apply/list']);
  });

  it('opens no second tab for a chosen page whose navigation commits', () => {
    const chosen = tab('/credit/apply/list');
    choosePage(chosen.fullPath, '/wel/index', { subRoute: 'credit', newTab: chosen });
    settleChoice('/credit/apply/list');
    expect(paths()).toEqual(['/wel/index', '/info/index']);
  });

  it('forgets a choice once another page is on screen, so Back to its page shows that page', () => {
    const shown = (page: string) => renderHook(() => useShownPage(page)).result.current;
    choosePage('/info/index', '/wel/index');
    settleChoice('/wel/index');
    expect(shown('/wel/index')).toBe('/info/index');

    // The navigation committed; Back then returns to /wel/index, which shows itself.
    settleChoice('/info/index');
    expect(shown('/info/index')).toBe('/info/index');
    expect(shown('/wel/index')).toBe('/wel/index');
  });
});
