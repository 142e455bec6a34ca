import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  type Location,
} from 'react-router';
import { reconcileKeepAlive, type KeepAliveCache } from '../keep-alive-cache';
import { useTabStore } from '../tab-store';
import './keep-alive-pages.css';

type LocationValue = { location: Location; navigationType: NavigationType };

export type KeepAlivePagesProps = {
  /** The tab page of the current location (from `useOutlet()`), or none for another page. */
  active: { element: ReactNode; pageKey: string; keepAlive: boolean } | undefined;
  /** The key of a page chosen to show ahead of its navigation, if any. */
  chosenKey?: string;
  location: Location;
  /** Keys of the open tabs: a page whose tab closed is dropped (its memory released). */
  openKeys: ReadonlySet<string>;
  limit: number;
};

/**
 * Every kept tab's page, the active one shown. A hidden page keeps its state and DOM inside
 * `<Activity mode="hidden">` (its Effects are cleaned up); refreshing a tab gives it a new key.
 */
export function KeepAlivePages({
  active,
  chosenKey,
  location,
  openKeys,
  limit,
}: KeepAlivePagesProps) {
  const refreshCounts = useTabStore((state) => state.refreshCounts);
  const [cache, setCache] = useState<KeepAliveCache<ReactNode, LocationValue>>({
    pages: [],
    recency: [],
  });
  const shown = active && {
    key: active.pageKey,
    element: active.element,
    location: { location, navigationType: NavigationType.Pop },
    keepAlive: active.keepAlive,
  };
  const next = reconcileKeepAlive(cache, shown, openKeys, limit);
  if (next !== cache) setCache(next);
  // A chosen tab whose page is kept shows at once; one not kept waits for its navigation.
  const isChosenKept = active && next.pages.some((page) => page.key === chosenKey);
  const pageKey = isChosenKept ? chosenKey : active?.pageKey;

  return (
    <div className="keep-alive-pages">
      {next.pages.map((page) => (
        <KeptPane
          key={`${page.key}#${refreshCounts[page.key] ?? 0}`}
          isActive={page.key === pageKey}
        >
          <Activity mode={page.key === pageKey ? 'visible' : 'hidden'}>
            {/* A hidden page keeps seeing its own address, not the one on screen. */}
            <LocationContext value={page.location}>{page.element}</LocationContext>
          </Activity>
        </KeptPane>
      ))}
    </div>
  );
}

/** A page's own scroll box; its position comes back when the tab is shown again. */
function KeptPane({ isActive, children }: { isActive: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    // Only a scrolled page needs its position back; writing 0 would force a layout for nothing.
    if (isActive && box.current && scrollTop.current > 0) box.current.scrollTop = scrollTop.current;
  }, [isActive]);
  return (
    <div
      ref={box}
      className="keep-alive-pages__pane"
      hidden={!isActive}
      data-testid="tab-page"
      onScroll={(event) => {
        if (isActive) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}
