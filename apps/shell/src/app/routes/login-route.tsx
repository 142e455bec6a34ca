import { getUserNameCookie } from '@/lib/cookies';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import type { Grant } from '@/features/session/api/request-token';
import { LoginPage } from '@/features/session/components/login-page';
import { safeRedirectTarget } from '@/features/session/safe-redirect';
import { hasSession, readUserInfo } from '@/features/session/session-store';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';

// Signing in and its HTTP client load when the user starts typing, not with
// the page, to keep the login route's first load small, and the first screen's code with them.
const loadSignIn = () => import('@/features/session/sign-in');
const loadFirstScreen = () => import('../first-screen');

/**
 * /login within the router (a sign-out, an expired session, a redirect): signs in, then goes where
 * the user was heading, or to the workbench. Opened at its address, the same page shows before
 * the router exists (main.tsx) and does the same.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // A portal sign-in link while someone is signed in asks first (the guard let it through).
  const [portalSwitch] = useState(() =>
    query.has('id_token') && hasSession()
      ? {
          signedInAs: readUserInfo()?.userName ?? '',
          onSwitch: () => import('@/features/session/sign-out').then(({ signOut }) => signOut()),
          onKeep: () => void navigate(paths.home, { replace: true }),
        }
      : undefined,
  );

  async function onSignIn(grant: Grant) {
    const [{ signIn }, { firstScreenSteps }] = await Promise.all([loadSignIn(), loadFirstScreen()]);
    const target = safeRedirectTarget(query.get('redirect')) ?? paths.home;
    await signIn(grant, firstScreenSteps(target));
    await navigate(target, { replace: true });
  }

  return (
    <LoginPage
      onSignIn={onSignIn}
      onFirstInput={() =>
        void Promise.all([
          loadSignIn(),
          loadFirstScreen().then(({ preloadFirstScreen }) => preloadFirstScreen()),
        ])
      }
      portalIdToken={query.get('id_token') ?? undefined}
      portalSwitch={portalSwitch}
      rememberedUsername={getUserNameCookie()}
      toolbar={<LanguageSwitch />}
    />
  );
}
