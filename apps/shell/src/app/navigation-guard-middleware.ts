import { isLocked } from '@/features/lock/lock-state';
import { i18n } from '@/features/i18n/i18n';
import { decideNavigation } from '@/features/session/navigation-guard';
import {
  clearSession,
  hasSession,
  readFirmList,
  readUserInfo,
} from '@/features/session/session-store';
import type { OtherFirmRefusal } from '@/features/errors/other-firm';
import { notify } from '@/lib/notify';
import {
  data,
  matchRoutes,
  redirect,
  type MiddlewareFunction,
  type RouteObject,
} from 'react-router';
import { appPath, basename } from '@/lib/app-path';
import { subAppRouteOf } from '@/features/micro/sub-app-routes';
import { askForDataVersion } from './data-version';
import { handleOf, requiresAuth } from './route-meta';

/** Runs the guard (spec §2) before every navigation, before any lazy page is rendered. */
export function navigationGuard(routes: () => RouteObject[]): MiddlewareFunction {
  return async ({ url }) => {
    const matches = matchRoutes(routes(), url.pathname, basename) ?? [];
    const hasToken = hasSession();
    const decision = decideNavigation({
      pathname: appPath(url.pathname),
      search: url.search,
      // A request's URL has no hash; the browser's address does, when it is this navigation's.
      hash: url.pathname === window.location.pathname ? window.location.hash : '',
      isAuth: requiresAuth(matches),
      hasToken,
      hasUserInfo: readUserInfo() !== undefined,
      isLocked: isLocked(),
    });
    switch (decision.action) {
      case 'allow':
        if (hasToken && requiresAuth(matches)) {
          askForDataVersion();
          await refuseOutsideMenu(handleOf(matches)?.subAppRoute);
        }
        return;
      case 'reset-and-allow':
        clearSession();
        return;
      case 'sign-out-and-allow': {
        const { signOut } = await import('@/features/session/sign-out');
        await signOut();
        return;
      }
      case 'ask-to-switch':
        return;
      case 'redirect':
        throw redirect(decision.to);
      case 'sign-out':
        clearSession();
        void notify('warning', i18n.t('session.userInfoLost'));
        throw redirect(decision.to);
    }
  };
}

/**
 * A sub-application route the user's menu does not reach shows 403 (DESIGN §6), at its address;
 * one the menu of another of the user's firms reaches offers to switch there.
 */
async function refuseOutsideMenu(subAppRoute: string | undefined) {
  // An app turned off has left every menu; its page says it is off, which is no one's secret.
  if (!subAppRoute || subAppRouteOf(subAppRoute)?.disabled) return;
  const [{ currentFirmId, loadMenuTree }, { menuReachesRoute }] = await Promise.all([
    import('./menu-access'),
    import('@/features/menu/menu-model'),
  ]);
  // Without a menu (the call failed and said so) the page opens; the server guards the data.
  const tree = await loadMenuTree().catch(() => undefined);
  // The menu may have been read again meanwhile, after a registry that turned the app off.
  if (!tree || menuReachesRoute(tree, subAppRoute) || subAppRouteOf(subAppRoute)?.disabled) return;
  const current = currentFirmId();
  for (const firm of readFirmList().filter(({ firmId }) => firmId !== current)) {
    const theirs = await loadMenuTree(firm.firmId).catch(() => undefined);
    if (theirs && menuReachesRoute(theirs, subAppRoute))
      throw data({ otherFirm: firm } satisfies OtherFirmRefusal, { status: 403 });
  }
  // At the address asked for, as a 404 is: the root error boundary shows the 403 page.
  throw data(null, { status: 403 });
}
