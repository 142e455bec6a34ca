import { getUserNameCookie } from '@/lib/cookies';
import { LanguageSwitch } from '@/features/i18n/components/language-switch';
import { currentLanguage, i18n, initI18n, loadAllMessages } from '@/features/i18n/i18n';
import { installLogCapture } from '@/features/logs/install-log-capture';
import { addLogEntry } from '@/features/logs/log-store';
import { LoginPage } from '@/features/session/components/login-page';
import { decideNavigation } from '@/features/session/navigation-guard';
import {
  askBeforeSwitching,
  createSignInFlow,
  signInTarget,
  signOutFirst,
} from '@/features/session/sign-in-flow';
import { isLocked } from '@/features/lock/lock-state';
import {
  clearSession,
  hasSession,
  readToken,
  readUserInfo,
} from '@/features/session/session-store';
import { configureHttp } from '@/lib/http/http-setup';
import { notify } from '@/lib/notify';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { rememberPageOrigins } from '@/features/micro/page-policy';
import type { RuntimeConfig } from '@portal/contract';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { appPath, basename } from '@/lib/app-path';
import { ConfigFailure } from './config-failure';
import { endSession } from './end-session';
import {
  installNewReleaseReload,
  isReloadingForNewRelease,
  onReloadCancelled,
} from './new-release-reload';
import { Providers } from './providers';
import type { AppRouter } from './router';
import { paths } from '@/lib/paths';
import { whenIdle } from '@/lib/when-idle';

// The router and the route table are not part of the entry. Any other address loads them at
// once; the login page, opened at its address, shows without them and loads them (with the
// sign-in code and the first screen's) once it is idle or the user starts typing.
const loadRouter = () =>
  Promise.all([
    import('./router').then(
      ({ createAppRouter, loadFirstScreen, prefetchSignedInFirstScreen }) => ({
        createAppRouter,
        loadFirstScreen,
        prefetchSignedInFirstScreen,
      }),
    ),
    // Named where it is imported: the bundle then keeps only this export of react-router/dom.
    import('react-router/dom').then(({ RouterProvider }) => ({ RouterProvider })),
    // The login page has its messages; the signed-in frame's come with the router.
    loadAllMessages(),
  ]).then(([router, dom]) => ({ ...router, ...dom }));
type RouterModules = Awaited<ReturnType<typeof loadRouter>>;
/** What signing in at the bare login page loads: the router's code, the first screen's with it. */
const loadSignInCode = () =>
  loadRouter().then(async (routerModules) => ({
    routerModules,
    firstScreen: await routerModules.loadFirstScreen(),
  }));

/** The name of the mark set when the login page starts fetching the signed-in frame (bench/). */
const prefetchMark = 'portal:prefetch-signed-in';

let router: AppRouter | undefined;
/** Whether the router's pages are on screen, rather than the bare login page. */
let isRouterShown = false;

function show(root: Root, page: ReactNode) {
  root.render(<Providers i18n={i18n}>{page}</Providers>);
}

/** A navigation that failed on a missing chunk reloads at its target, once it has settled there. */
function reloadOnceNavigationSettles() {
  const current = router;
  if (!current || current.state.navigation.state === 'idle') return window.location.reload();
  const unsubscribe = current.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    unsubscribe();
    window.location.reload();
  });
}

function showConfigFailure(root: Root, error: unknown) {
  console.error(error);
  // The router of an older release failed to load: the page may be reloading into the new one.
  if (isReloadingForNewRelease()) return onReloadCancelled(() => show(root, <ConfigFailure />));
  show(root, <ConfigFailure />);
}

/** Creates the router at the current address and shows it: its loading view shows meanwhile. */
function startRouter(root: Root, modules: RouterModules): AppRouter {
  const started = (router ??= modules.createAppRouter());
  showRouter(root, modules, started);
  return started;
}

function showRouter(
  root: Root,
  { RouterProvider }: Pick<RouterModules, 'RouterProvider'>,
  shown: AppRouter,
) {
  isRouterShown = true;
  show(root, <RouterProvider router={shown} />);
}

/** Resolves once the router's first navigation (guard, loaders, redirects) has settled. */
function firstNavigation(started: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The router, created in a task of its own while the bare login page shows, at its address:
 * signing in then only navigates it. Resolves once its first navigation has settled, which must
 * not see the token (it would leave the login page).
 */
function routerBehindLoginPage(modules: RouterModules): Promise<AppRouter> {
  return new Promise<void>((resolve) => window.setTimeout(resolve)).then(() => {
    const created = (router ??= modules.createAppRouter());
    return firstNavigation(created).then(() => created);
  });
}

/** The router, shown; started at the current address if the bare login page is showing. */
async function appRouter(root: Root): Promise<AppRouter> {
  if (router && isRouterShown) return router;
  return startRouter(root, await loadRouter());
}

function configure({ api, requestTimeoutMs }: RuntimeConfig, root: Root) {
  configureHttp(
    { baseURL: api.main, timeout: requestTimeoutMs },
    {
      getToken: readToken,
      hasSession,
      getLanguage: currentLanguage,
      translate: (key) => i18n.t(key),
      notify: (level, text) => void notify(level, text),
      signOut: (text) => void appRouter(root).then((current) => endSession(current, text)),
      log: addLogEntry,
      // The frame's code: only a signed-in shell gets protected answers.
      dataVersion: (version) =>
        void import('./data-version').then(({ takeDataVersion }) => takeDataVersion(version)),
    },
  );
}

/** How the login page opens: plainly, once the signed-in session is revoked, or asking first. */
type LoginOpening = 'plain' | 'sign-out-first' | 'ask-to-switch';

/**
 * How the login page opens when the address is the login page and the guard lets it through
 * (spec §2): then it is shown at once, without the router. A portal sign-in starts from a clean
 * session, as the guard does it; a signed-in user is redirected by the router.
 */
function loginPageOpening(): LoginOpening | undefined {
  const { pathname, search } = window.location;
  if (appPath(pathname) !== paths.login) return undefined;
  const decision = decideNavigation({
    pathname: paths.login,
    search,
    isAuth: false,
    hasToken: hasSession(),
    hasUserInfo: readUserInfo() !== undefined,
    isLocked: isLocked(),
  });
  switch (decision.action) {
    case 'reset-and-allow':
      clearSession();
      return 'plain';
    case 'allow':
      return 'plain';
    case 'sign-out-and-allow':
      return 'sign-out-first';
    case 'ask-to-switch':
      return 'ask-to-switch';
    default:
      return undefined;
  }
}

/**
 * The login page before the router is shown. Signing in (what needs the configuration) waits for
 * it; the router is created behind this page while the token is on its way, then, as the route's
 * own login page (routes/login-route.tsx) does, goes to the page to go to, and replaces this page
 * once that page is ready.
 */
function showLoginPage(root: Root, configured: Promise<void>, opening: LoginOpening) {
  const query = new URLSearchParams(window.location.search);
  const target = signInTarget(query);
  // The router behind a plain login page is made once the page is idle, ready before the token's
  // answer comes back (40-60 ms after Enter); behind one that must end a session first, only when
  // signing in starts (its first navigation must not see that session).
  let routerReady: Promise<AppRouter> | undefined;
  const readyRouter = (modules: RouterModules) => (routerReady ??= routerBehindLoginPage(modules));
  // The first screen's antd styles, written ahead, are kept until the frame is on screen.
  let stopWarmUp: (() => void) | undefined;
  let isFrameShown = false;
  // The session of whoever is signed in is revoked at the server before the browser forgets it.
  const signedOut =
    opening === 'sign-out-first' ? configured.then(signOutFirst) : Promise.resolve();
  signedOut.catch(() => undefined);
  const flow = createSignInFlow({
    load: loadSignInCode,
    ready: async () => {
      await signedOut;
      await configured;
    },
    navigator: ({ routerModules }) => readyRouter(routerModules),
    onArrived: ({ routerModules }, signedInRouter) => {
      showRouter(root, routerModules, signedInRouter);
      isFrameShown = true;
      if (stopWarmUp) whenIdle(stopWarmUp);
    },
  });
  // Once the page is idle, what signing in needs and the first screen's code and styles get ready
  // while the user types; the login page's own JavaScript stays what it is.
  const prefetch = () => {
    performance.mark(prefetchMark);
    return flow.prepare().then(async ({ firstScreen, routerModules }) => {
      if (opening === 'plain') void readyRouter(routerModules);
      const { preloadFirstScreen, warmUpFirstScreenStyles } = firstScreen;
      await preloadFirstScreen();
      if (!isFrameShown) stopWarmUp ??= warmUpFirstScreenStyles();
    });
  };
  const portalSwitch =
    opening === 'ask-to-switch'
      ? askBeforeSwitching({
          ready: () => configured,
          onKeep: () => window.location.replace(`${basename}wel/index`),
        })
      : undefined;

  // Rendered in this task, not in the next one: the first frame then shows the form rather than
  // laying out and painting the boot view once more.
  flushSync(() =>
    show(
      root,
      <LoginPage
        onSignIn={(grant) => flow.signIn(grant, target)}
        onFirstInput={() => void flow.prepare()}
        portalIdToken={query.get('id_token') ?? undefined}
        portalSwitch={portalSwitch}
        rememberedUsername={getUserNameCookie()}
        toolbar={<LanguageSwitch />}
      />,
    ),
  );
  void configured.then(
    () => whenIdle(() => void prefetch()),
    () => undefined,
  );
}

/** i18n first (every page speaks), then a root whose bare login page falls back on the router. */
async function createAppRoot(container: HTMLElement, isLoginPage: boolean): Promise<Root> {
  // A language that fails to load leaves the default one; the page still shows.
  await initI18n().catch((error: unknown) => console.error(error));
  // The loading view's title, in the user's language; each page then puts its name before it.
  document.title = i18n.t('app.fullName');
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      reportError(error);
      // The bare login page has no error boundary; the router's shows the 500 page.
      if (isLoginPage && !isRouterShown) void appRouter(root);
    },
  });
  return root;
}

/** At the login page: the page at once, the configuration when it arrives. */
async function startAtLoginPage(
  container: HTMLElement,
  config: Promise<RuntimeConfig>,
  opening: LoginOpening,
) {
  // A failure is shown once the root exists, not reported as an unhandled rejection before.
  config.catch(() => undefined);
  const root = await createAppRoot(container, true);
  const configured = config.then((loaded) => configure(loaded, root));
  configured.catch((error: unknown) => showConfigFailure(root, error));
  showLoginPage(root, configured, opening);
}

async function bootstrap(container: HTMLElement) {
  const config = loadRuntimeConfig().then((loaded) => {
    rememberPageOrigins(loaded.subApps);
    return loaded;
  });
  const opening = loginPageOpening();
  if (opening) return startAtLoginPage(container, config, opening);

  const ready = Promise.all([config, loadRouter()]);
  ready.catch(() => undefined);
  const root = await createAppRoot(container, false);
  try {
    const [loaded, routerModules] = await ready;
    configure(loaded, root);
    // Signed in at a page of the frame: its first screen's data asked for beside the router's work.
    if (hasSession()) routerModules.prefetchSignedInFirstScreen(appPath(window.location.pathname));
    startRouter(root, routerModules);
  } catch (error) {
    showConfigFailure(root, error);
  }
}

installLogCapture();
installNewReleaseReload(reloadOnceNavigationSettles);

const container = document.getElementById('root');
if (container) void bootstrap(container);
