import { useFailedApps } from '@/features/micro/failed-apps';
import { isSubAppRunning } from '@/features/micro/micro-app-runtime';
import { resolveSubApp } from '@/features/micro/resolve-sub-app';
import { whenSubAppShown } from '@/features/micro/sub-app-shown';
import { isChoiceStanding } from './pending-choice';
import { afterNextPaint } from '@/lib/after-paint';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** How long the address waits at most for an app's first mount before it moves anyway. */
const firstMountWaitMs = 500;

type Options = {
  /** The page chosen, already on screen: its app started mounting with the choice. */
  target: string;
  /** The page it was chosen on. */
  from: string;
  subRoute: string;
  /** The full path of the page the router shows now. */
  currentPage: () => string;
  navigate: (path: string) => void;
};

/**
 * Navigates to a sub-app page chosen from the menu once its app is on screen. A first mount is
 * the app's script and its first render; the navigation (guard, loaders, the frame's render)
 * would otherwise take turns with them on the main thread and hold the app's first paint back.
 * An app a tab already runs shows at once: then only the next paint is waited for. Nothing
 * happens if the user chose elsewhere, or left the page, meanwhile.
 */
export function navigateOnceShown({
  target,
  from,
  subRoute,
  currentPage,
  navigate,
}: Options): void {
  const go = () =>
    afterNextPaint(() => {
      if (isChoiceStanding(target, from, currentPage())) navigate(target);
    });
  const appName = resolveSubApp(subRoute, getRuntimeConfig().subApps, {
    isDevelopment: import.meta.env.DEV,
  })?.appName;
  const isFirstMount =
    appName !== undefined && !isSubAppRunning(appName) && !useFailedApps.getState().failed[appName];
  if (isFirstMount) whenSubAppShown(appName, go, firstMountWaitMs);
  else go();
}
