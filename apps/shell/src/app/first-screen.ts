import { prefetchWeekPanel } from '@/features/calendar/api/week-panel-queries';
import { menuQueries } from '@/features/menu/api/menu-queries';
import type { SignInSteps } from '@/features/session/sign-in';
import { prefetchWorkbench } from '@/features/workbench/api/workbench-queries';
import { paths } from '@/lib/paths';
import { signedInLayout } from './lazy-pages';
import { queryClient } from './query-client';
import { shellPages } from './shell-pages';

export { warmUpFirstScreenStyles } from './warm-up-styles';

/** The code of the signed-in frame and of the home page, where signing in goes by default. */
export function preloadFirstScreen(): Promise<unknown> {
  return Promise.all([signedInLayout.preload(), shellPages.home.page.preload()]);
}

/** How long the first screen waits for its lists at most before it renders without them. */
const firstDataWaitMs = 150;

export type FirstScreenSteps = SignInSteps & {
  /**
   * Resolves once the home page's lists are in the cache, at most 150 ms from the call (at once
   * for another page): the frame's first render then shows them, rather than rendering their
   * placeholders, which holds their answers back until it is done, and rendering again.
   */
  firstData: () => Promise<void>;
};

/**
 * Signing in to `target` asks for the first screen's data as soon as the server can answer it,
 * under the keys the pages use: the menu once the firm is known, the home page's panels once the
 * server has recorded the firm. The cache holds nobody else's data before, nor after a failure.
 */
export function firstScreenSteps(target: string): FirstScreenSteps {
  let lists: Promise<unknown> = Promise.resolve();
  return {
    onFirmKnown: (query) => {
      queryClient.clear();
      void queryClient.prefetchQuery(menuQueries.tree(query));
    },
    onFirmChosen: ({ firmId }) => {
      if (target !== paths.home) return;
      lists = prefetchWorkbench(queryClient, firmId);
      void prefetchWeekPanel(queryClient, firmId);
    },
    onFailed: () => queryClient.clear(),
    firstData: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, firstDataWaitMs);
        void lists.finally(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
