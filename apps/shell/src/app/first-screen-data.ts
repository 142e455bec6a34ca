import { setButtonCodes } from '@/features/access/button-permissions';
import { prefetchWeekPanel } from '@/features/calendar/api/week-panel-queries';
import { menuQueries } from '@/features/menu/api/menu-queries';
import { useSessionUser } from '@/features/session/session-user-store';
import {
  prefetchWorkbenchFirstPaint,
  prefetchWorkbenchRest,
} from '@/features/workbench/api/workbench-queries';
import { shortestRoundTripMs } from '@/lib/network-round-trip';
import { paths } from '@/lib/paths';
import type { FirmUserQuery } from '@portal/contract';
import { expectDataVersion } from './data-version';
import { queryClient } from './query-client';

/*
 * The first screen's data, asked for under the keys its pages use. The router carries this (not
 * the frame's code): a page opened signed in asks as soon as the router is in.
 */

/** A network whose round trip is shorter is fast: its data arrives sooner than a render ends. */
const fastRoundTripMs = 25;

export const isFast = (roundTripMs: number | undefined) =>
  roundTripMs !== undefined && roundTripMs <= fastRoundTripMs;

/** Asks for the user's menu in the firm; settles once it is in and its button codes stored. */
export function askForMenu(query: FirmUserQuery): Promise<void> {
  const menu = menuQueries.tree(query);
  // The first signed-in navigation need not ask for the data version: this answer says it.
  expectDataVersion();
  // The button codes as soon as the menu is in: the frame's first render then has them, and does
  // not render once more when the menu's effect sets them.
  return queryClient.prefetchQuery(menu).then(() => {
    const tree = queryClient.getQueryData(menu.queryKey);
    if (tree) setButtonCodes(tree.btns);
  });
}

/**
 * Asks for the lists of `target` when it is the home page, settling once its first paint's are
 * in; on a slow network the other panels' lists at once too.
 */
export function askForPage(target: string, firmId: number, isFastNetwork: boolean) {
  if (target !== paths.home) return undefined;
  const firstPaint = prefetchWorkbenchFirstPaint(queryClient, firmId);
  if (!isFastNetwork) {
    prefetchWorkbenchRest(queryClient, firmId);
    // Two requests in a row (the calendars, then their week): not waited for.
    void prefetchWeekPanel(queryClient, firmId);
  }
  return firstPaint;
}

/**
 * A page of the frame opened signed in (a reload, a bookmark, the portal opened in the morning):
 * its first screen's data asked for as soon as the configuration is in, as signing in asks for
 * it, while the router loads and the frame renders, rather than once the frame's first render
 * mounts the queries. On a branch office's link that render and the round trips no longer add up.
 */
export function prefetchSignedInFirstScreen(target: string): void {
  const { userInfo, firmId } = useSessionUser.getState();
  if (!userInfo || firmId === undefined) return;
  void askForMenu({ firmId, userId: userInfo.userId });
  void askForPage(target, firmId, isFast(shortestRoundTripMs()));
}
