import { i18n } from '@/features/i18n/i18n';
import { decideNavigation } from '@/features/session/navigation-guard';
import { clearSession, isLocked, readToken, readUserInfo } from '@/features/session/session-store';
import { notify } from '@/lib/notify';
import { matchRoutes, redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import { appPath, basename } from './app-path';
import { metaOf } from './route-meta';

/** Runs the guard (spec §2) before every navigation, before any lazy page is rendered. */
export function navigationGuard(routes: () => RouteObject[]): MiddlewareFunction {
  return ({ url }) => {
    const matches = matchRoutes(routes(), url.pathname, basename) ?? [];
    // Until the lock page exists, a stored lock would bounce between /lock and /404.
    const lockPageExists = matchRoutes(routes(), '/lock')?.at(-1)?.route.path === 'lock';
    const decision = decideNavigation({
      pathname: appPath(url.pathname),
      search: url.search,
      isAuth: metaOf(matches).isAuth,
      hasToken: readToken() !== undefined,
      hasUserInfo: readUserInfo() !== undefined,
      isLocked: lockPageExists && isLocked(),
    });
    switch (decision.action) {
      case 'allow':
        return;
      case 'reset-and-allow':
        clearSession();
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
