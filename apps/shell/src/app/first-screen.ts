import type { FirstScreenSteps } from '@/features/session/sign-in-flow';
import { i18n } from '@/features/i18n/i18n';
import { notify } from '@/lib/notify';
import { shortestRoundTripMs } from '@/lib/network-round-trip';
import { askForMenu, askForPage, isFast } from './first-screen-data';
import { signedInLayout } from './lazy-pages';
import { queryClient } from './query-client';
import { shellPageLoaders } from './shell-page-loaders';

export { warmUpFirstScreenStyles } from './warm-up-styles';

/** The code of the signed-in frame and of the home page, where signing in goes by default. */
export function preloadFirstScreen(): Promise<unknown> {
  return Promise.all([signedInLayout.preload(), shellPageLoaders.home.preload()]);
}

/** How long after asking for the first screen's data the frame's first render waits for it. */
const dataWaitMs = 100;

/**
 * Signing in to `target` asks for the first screen's data as soon as the server can answer it,
 * under the keys the pages use: the menu once the firm is known, the home page's panels once the
 * server has recorded the firm. On a fast network only what its first paint shows is asked for:
 * the other panels ask for their lists as they render, right after that paint. Asked for sooner,
 * those answers came in while the frame rendered and were handled before it could paint (which
 * came 30 ms later on loopback), or the server answered the first paint's lists later. On a slow
 * network everything is asked for at once: a round trip costs more than that. The cache holds
 * nobody else's data before, nor after a failure.
 */
export function firstScreenSteps(
  target: string,
  { roundTripMs = shortestRoundTripMs }: { roundTripMs?: () => number | undefined } = {},
): FirstScreenSteps {
  const asked: Promise<unknown>[] = [];
  let askedAt: number | undefined;
  // Read once the token is in, from the page's timing entries; not measured yet, a network is slow.
  let isFastNetwork = false;
  return {
    onFirmKnown: (query) => {
      queryClient.clear();
      askedAt = performance.now();
      isFastNetwork = isFast(roundTripMs());
      asked.push(askForMenu(query));
    },
    onFirmChosen: ({ firmId }) => {
      const page = askForPage(target, firmId, isFastNetwork);
      if (page) asked.push(page);
    },
    onFailed: () => queryClient.clear(),
    // A recovery code is good once: the user learns how many are left and how to get new ones.
    onRecoveryCodeUsed: (codesLeft) =>
      void notify('warning', i18n.t('login.recoveryCodesLeft', { count: codesLeft })),
    // The menu and the home page's to-dos, or `dataWaitMs` after they were asked for.
    dataArrived: () =>
      new Promise<void>((resolve) => {
        if (askedAt === undefined || !isFastNetwork) return resolve();
        const timer = window.setTimeout(resolve, askedAt + dataWaitMs - performance.now());
        void Promise.allSettled(asked).then(() => {
          window.clearTimeout(timer);
          resolve();
        });
      }),
  };
}
