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

/** The first screen's code and what signing in asks for it; not part of the entry. */
export const loadFirstScreen = () => import('./first-screen');
