import { createBrowserRouter } from 'react-router';
import { basename } from './app-path';
import { createRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(createRoutes(), { basename });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
