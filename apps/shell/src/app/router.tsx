import { createBrowserRouter } from 'react-router';
import { basename } from '@/lib/app-path';
import { patchMenuRoutes } from './menu-routes';
import { createRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(createRoutes(), {
    basename,
    patchRoutesOnNavigation: patchMenuRoutes,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Signing in at the bare login page (main.tsx) loads the first screen's code with the router. */
export { loadFirstScreen } from './routes';
/** A page opened signed in asks for its first screen's data once the router is in (main.tsx). */
export { prefetchSignedInFirstScreen } from './first-screen-data';
