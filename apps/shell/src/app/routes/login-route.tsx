import { getUserNameCookie } from '@/lib/cookies';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { LoginPage } from '@/features/session/components/login-page';
import { hasSession } from '@/features/session/session-store';
import {
  askBeforeSwitching,
  createSignInFlow,
  signInTarget,
  type SignInHostCode,
} from '@/features/session/sign-in-flow';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';

/** The first screen's code (`app/first-screen.ts`), which signing in runs. */
export type FirstScreenCode = SignInHostCode['firstScreen'] & {
  preloadFirstScreen: () => Promise<unknown>;
};

export type LoginRouteProps = {
  /**
   * Loads the first screen's code. Given by the route table: loaded when the user starts typing,
   * not with the page, to keep the login route's first load small.
   */
  loadFirstScreen: () => Promise<FirstScreenCode>;
};

/**
 * /login within the router (a sign-out, an expired session, a redirect): signs in, then goes where
 * the user was heading, or to the workbench. Opened at its address, the same page shows before
 * the router exists (main.tsx) and signs in through the same flow.
 */
export function LoginRoute({ loadFirstScreen }: LoginRouteProps) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [flow] = useState(() =>
    createSignInFlow({
      load: () => loadFirstScreen().then((firstScreen) => ({ firstScreen })),
      // The router is there already.
      navigator: () => Promise.resolve({ navigate: async (to, options) => navigate(to, options) }),
    }),
  );
  // A portal sign-in link while someone is signed in asks first (the guard let it through).
  const [portalSwitch] = useState(() =>
    query.has('id_token') && hasSession()
      ? askBeforeSwitching({ onKeep: () => void navigate(paths.home, { replace: true }) })
      : undefined,
  );

  return (
    <LoginPage
      onSignIn={(grant) => flow.signIn(grant, signInTarget(query))}
      onFirstInput={() =>
        void flow.prepare().then(({ firstScreen }) => firstScreen.preloadFirstScreen())
      }
      portalIdToken={query.get('id_token') ?? undefined}
      portalSwitch={portalSwitch}
      rememberedUsername={getUserNameCookie()}
      toolbar={<LanguageSwitch />}
    />
  );
}
