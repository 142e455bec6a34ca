import { sessionValuesStorage } from '@/lib/duty-session';
import { getStore, removeStore, setStore } from '@/lib/storage';
import { create } from 'zustand';
import { paths } from '@/lib/paths';
import { isFixed, splitFullPath, type Tab } from './tab';
import { storageKey } from '@/lib/storage-keys';

// The open tabs are the last session's view; the tab config (spec §4) outlives sign-outs.
const tabListKey = storageKey('tagList', 'view');
storageKey('tag', 'view');
storageKey('tagConfig', 'device');

type TabState = {
  tabs: Tab[];
  /** The firm the tabs were opened in (undefined: not bound to one). */
  firmId: number | undefined;
  /** Bumped by refresh: a new key remounts the tab's page. */
  refreshCounts: Record<string, number>;
  /** The tabs whose page holds unsaved work, by full path. */
  dirty: Record<string, true>;
};

/** What is stored: the tabs, stamped with the firm they were opened in. */
type StoredTabs = { firmId: number | undefined; tabs: Tab[] };

function readStoredTabs(): StoredTabs {
  const stored = getStore<unknown>({ name: tabListKey });
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { firmId: undefined, tabs: [] };
  }
  const { firmId, tabs } = stored as Partial<StoredTabs>;
  return {
    firmId: typeof firmId === 'number' ? firmId : undefined,
    tabs: Array.isArray(tabs) ? tabs.filter(isTab) : [],
  };
}

function isTab(value: unknown): value is Tab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Partial<Tab>;
  return (
    typeof tab.fullPath === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.name === 'string' &&
    typeof tab.meta === 'object' &&
    tab.meta !== null
  );
}

export const useTabStore = create<TabState>(() => ({
  ...readStoredTabs(),
  refreshCounts: {},
  dirty: {},
}));

function setTabs(tabs: Tab[], dirty = useTabStore.getState().dirty) {
  useTabStore.setState({ tabs, dirty: keepOpen(dirty, tabs) });
  if (!isStoredForAnotherFirm()) storeTabs();
}

// A duty's session keeps them in its own browser tab, as its other values (decision 0012).
function storeTabs() {
  const { firmId, tabs } = useTabStore.getState();
  const content: StoredTabs = { firmId, tabs };
  setStore({ name: tabListKey, content, type: sessionValuesStorage() });
}

/**
 * Whether the stored tabs are another firm's than this window's: another window of the session
 * switched firm, and this one, not yet told, must not put the old firm's tabs back over them.
 */
function isStoredForAnotherFirm(): boolean {
  const { firmId } = useTabStore.getState();
  const stored = readStoredTabs().firmId;
  return firmId !== undefined && stored !== undefined && stored !== firmId;
}

/** The marks of open tabs only: a closed tab's work is gone. */
function keepOpen(dirty: Record<string, true>, tabs: Tab[]): Record<string, true> {
  const marked = tabs.filter((tab) => dirty[tab.fullPath]);
  if (marked.length === Object.keys(dirty).length) return dirty;
  return Object.fromEntries(marked.map((tab) => [tab.fullPath, true] as const));
}

/** Marks a tab as holding unsaved work, or no longer (spec: an app's `setDirty`). */
export function setTabDirty(fullPath: string, isDirty: boolean): void {
  const { tabs, dirty } = useTabStore.getState();
  if (!tabs.some((tab) => tab.fullPath === fullPath)) {
    early.set(fullPath, { ...early.get(fullPath), isDirty });
    return;
  }
  if (Boolean(dirty[fullPath]) === isDirty) return;
  const others = Object.fromEntries(Object.entries(dirty).filter(([key]) => key !== fullPath));
  useTabStore.setState({ dirty: isDirty ? { ...dirty, [fullPath]: true } : others });
}

/** Of the given tabs, those holding unsaved work, in strip order. */
export function dirtyTabsAmong(fullPaths: readonly string[]): Tab[] {
  const { tabs, dirty } = useTabStore.getState();
  return tabs.filter((tab) => dirty[tab.fullPath] && fullPaths.includes(tab.fullPath));
}

/** Every tab holding unsaved work, in strip order. */
export function dirtyTabs(): Tab[] {
  const { tabs, dirty } = useTabStore.getState();
  return tabs.filter((tab) => dirty[tab.fullPath]);
}

/**
 * Binds the tabs to the session's firm `firmId` and puts the fixed tabs first, in the given order,
 * keeping after them every other tab stored for that firm. Reads storage, the tabs' source of
 * truth when the frame mounts (signing in cleared it) and when the session switched firm (here or
 * in another window, which may have opened tabs in the new firm already); tabs stored for
 * another firm are gone. The caller read `firmId` from the session: what it stores wins.
 */
export function ensureFixedTabs(fixedTabs: Tab[], firmId?: number): void {
  const stored = readStoredTabs();
  const fixedPaths = new Set(fixedTabs.map((tab) => tab.fullPath));
  const others = stored.firmId === firmId ? stored.tabs : [];
  const tabs = [
    ...fixedTabs,
    ...others.filter((tab) => !fixedPaths.has(tab.fullPath) && !isFixed(tab)),
  ];
  useTabStore.setState(({ dirty }) => ({ firmId, tabs, dirty: keepOpen(dirty, tabs) }));
  storeTabs();
}

/**
 * What an app said of its page before the page's tab opened (an app chosen from the menu shows,
 * and talks, before its navigation commits): the tab takes it when it opens.
 */
const early = new Map<string, { title?: string; isDirty?: boolean }>();

/** Opens a tab, or updates the one already open at the same full path. */
export function openTab(tab: Tab): void {
  const { tabs, dirty } = useTabStore.getState();
  const index = tabs.findIndex((each) => each.fullPath === tab.fullPath);
  if (index === -1) {
    const said = early.get(tab.fullPath);
    early.delete(tab.fullPath);
    setTabs(
      [...tabs, said?.title ? { ...tab, title: said.title } : tab],
      said?.isDirty ? { ...dirty, [tab.fullPath]: true } : dirty,
    );
    return;
  }
  const current = tabs[index];
  if (current && current.name === tab.name && current.titleKey === tab.titleKey) return;
  setTabs(tabs.map((each, position) => (position === index ? { ...each, ...tab } : each)));
}

/** Updates an open tab from its page (its menu entry changed); a closed one stays closed. */
export function refineTab(tab: Tab): void {
  if (useTabStore.getState().tabs.some((each) => each.fullPath === tab.fullPath)) openTab(tab);
}

/** Renames a tab (a sub-application sets its own title). */
export function renameTab(fullPath: string, title: string): void {
  const { tabs } = useTabStore.getState();
  if (!tabs.some((tab) => tab.fullPath === fullPath)) {
    early.set(fullPath, { ...early.get(fullPath), title });
    return;
  }
  setTabs(tabs.map((tab) => (tab.fullPath === fullPath ? { ...tab, title } : tab)));
}

/**
 * Moves a tab to another address in its place on the strip, with the title it shows (a
 * sub-application went to another of its pages); the page at `to` refines the rest when it opens.
 */
export function moveTab(from: string, to: string, title: string | undefined): void {
  const { tabs } = useTabStore.getState();
  if (tabs.some((tab) => tab.fullPath === to)) return;
  const { pathname: path, search } = splitFullPath(to);
  const query = Object.fromEntries(new URLSearchParams(search));
  // Unsaved work moves with its tab.
  const { dirty } = useTabStore.getState();
  const moved = (tab: Tab): Tab => ({
    ...tab,
    path,
    fullPath: to,
    query,
    title,
    trail: [...trailOf(tab).filter((each) => each !== from && each !== to), from].slice(
      -trailLength,
    ),
  });
  setTabs(
    tabs.map((tab) => (tab.fullPath === from ? moved(tab) : tab)),
    dirty[from] ? { ...dirty, [to]: true } : dirty,
  );
}

/** How many addresses a tab remembers having been at. */
const trailLength = 30;

const trailOf = (tab: Tab): string[] =>
  Array.isArray(tab.trail) ? tab.trail.filter((each) => typeof each === 'string') : [];

/**
 * Back or Forward reached an address its app moved a tab away from: that tab moves back there
 * rather than a second tab opening beside it. Answers whether a tab did.
 */
export function returnTabTo(fullPath: string): boolean {
  const { tabs } = useTabStore.getState();
  if (tabs.some((tab) => tab.fullPath === fullPath)) return false;
  const tab = tabs.find((each) => trailOf(each).includes(fullPath));
  if (!tab) return false;
  moveTab(tab.fullPath, fullPath, tab.title);
  return true;
}

/**
 * Closes a tab unless it is fixed. Answers where to go when it was the active one: the tab to its
 * right, else to its left, else home.
 */
export function closeTab(fullPath: string, activeFullPath: string): string | undefined {
  const { tabs } = useTabStore.getState();
  const index = tabs.findIndex((tab) => tab.fullPath === fullPath);
  const tab = tabs[index];
  if (!tab || isFixed(tab)) return undefined;
  const rest = tabs.filter((each) => each.fullPath !== fullPath);
  setTabs(rest);
  if (fullPath !== activeFullPath) return undefined;
  return (rest[index] ?? rest[index - 1])?.fullPath ?? paths.home;
}

/** Keeps the fixed tabs and the given one. */
export function closeOtherTabs(fullPath: string): void {
  setTabs(useTabStore.getState().tabs.filter((tab) => isFixed(tab) || tab.fullPath === fullPath));
}

/** Keeps only the fixed tabs; the caller goes home (spec §2). */
export function closeAllTabs(): string {
  setTabs(useTabStore.getState().tabs.filter(isFixed));
  return paths.home;
}

/** Starts a tab's page anew; what it held unsaved is gone. */
export function refreshTab(fullPath: string): void {
  const { refreshCounts } = useTabStore.getState();
  useTabStore.setState({
    refreshCounts: { ...refreshCounts, [fullPath]: (refreshCounts[fullPath] ?? 0) + 1 },
  });
  setTabDirty(fullPath, false);
}

/** Forgets every tab, stored ones included (the session is over). */
export function resetTabs(): void {
  forgetOpenTabs();
  removeStore({ name: tabListKey });
}

/**
 * Forgets this window's tabs, leaving the stored ones: the session switched firm (spec §4: a firm
 * switch starts without tabs), and `ensureFixedTabs` brings the new firm's.
 */
export function forgetOpenTabs(): void {
  early.clear();
  useTabStore.setState({ tabs: [], firmId: undefined, refreshCounts: {}, dirty: {} });
}
