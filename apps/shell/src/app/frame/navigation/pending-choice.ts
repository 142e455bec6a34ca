import { openTab, useTabStore } from '@/features/tabs/tab-store';
import type { Tab } from '@/features/tabs/tab';
import { useMemo } from 'react';
import { create } from 'zustand';

/**
 * A page chosen (on the strip or in the menu) while the router still shows `from`: it is shown at
 * once, before the navigation (guard, loaders) commits. Stale as soon as the page on screen is no
 * longer `from`. There is one at most: a new choice replaces it.
 */
type Choice = {
  fullPath: string;
  from: string;
  subRoute?: string;
  /** The tab a page not yet open will get, shown on the strip before its navigation opens it. */
  newTab?: Tab;
};

const usePendingChoice = create<{ choice: Choice | undefined }>(() => ({ choice: undefined }));

// A chosen page's tab once open is the strip's like any other: moved by its app, no copy stays.
useTabStore.subscribe(({ tabs }) => {
  const { choice } = usePendingChoice.getState();
  const newTab = choice?.newTab;
  if (newTab && tabs.some((tab) => tab.fullPath === newTab.fullPath)) {
    usePendingChoice.setState({ choice: { ...choice, newTab: undefined } });
  }
});

/**
 * Shows a chosen page at once; the caller then navigates to it. A page of a sub-application
 * (`subRoute`) starts mounting its app at once, even before its tab exists; its `newTab` is on
 * the strip at once too.
 */
export function choosePage(
  fullPath: string,
  from: string,
  { subRoute, newTab }: { subRoute?: string; newTab?: Tab } = {},
): void {
  keepTabOnStrip(fullPath);
  usePendingChoice.setState({
    choice: { fullPath, from, ...(subRoute ? { subRoute } : {}), ...(newTab ? { newTab } : {}) },
  });
}

/** Whether `fullPath`, chosen on `from`, is still the choice, and `from` still the page. */
export function isChoiceStanding(fullPath: string, from: string, pageFullPath: string): boolean {
  const { choice } = usePendingChoice.getState();
  return choice?.fullPath === fullPath && choice.from === from && pageFullPath === from;
}

/** Forgets the page just chosen: it is no longer shown ahead of its navigation. */
export function dropChoice(): void {
  usePendingChoice.setState({ choice: undefined });
}

/**
 * The page on screen changed: a choice made on another page is over (its navigation committed,
 * or another took its place), so that Back to that page shows that page, not the old choice.
 */
export function settleChoice(pageFullPath: string): void {
  const { choice } = usePendingChoice.getState();
  if (!choice || choice.from === pageFullPath) return;
  keepTabOnStrip(pageFullPath);
  dropChoice();
}

/**
 * A page chosen from the menu was on the strip (and its app on screen) before its navigation
 * committed; the user moved on first, to another tab or with Back. The tab stays open, as any the
 * user saw open does, unless it is the page now being shown (which opens its own tab).
 */
function keepTabOnStrip(nextFullPath: string) {
  const shown = usePendingChoice.getState().choice?.newTab;
  if (!shown || shown.fullPath === nextFullPath) return;
  const isOpen = useTabStore.getState().tabs.some((tab) => tab.fullPath === shown.fullPath);
  if (!isOpen) openTab(shown);
}

const pendingOn = (choice: Choice | undefined, pageFullPath: string) =>
  choice && choice.from === pageFullPath ? choice : undefined;

/** The page to show: the one just chosen while its navigation is under way, else the address's. */
export function useShownPage(pageFullPath: string): string {
  return usePendingChoice(
    ({ choice }) => pendingOn(choice, pageFullPath)?.fullPath ?? pageFullPath,
  );
}

/** The sub-application route of the page just chosen, while its navigation is under way. */
export function useChosenSubRoute(pageFullPath: string): string | undefined {
  return usePendingChoice(({ choice }) => pendingOn(choice, pageFullPath)?.subRoute);
}

/**
 * The tabs on the strip: the open ones, and the one just chosen until it is open, also on the
 * render its navigation commits, before the page's tab is opened.
 */
export function useStripTabs(pageFullPath: string): Tab[] {
  const tabs = useTabStore((state) => state.tabs);
  const newTab = usePendingChoice(({ choice }) =>
    choice && (choice.from === pageFullPath || choice.fullPath === pageFullPath)
      ? choice.newTab
      : undefined,
  );
  return useMemo(
    () =>
      newTab && !tabs.some((tab) => tab.fullPath === newTab.fullPath) ? [...tabs, newTab] : tabs,
    [tabs, newTab],
  );
}
