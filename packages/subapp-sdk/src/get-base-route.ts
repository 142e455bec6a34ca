import { getHostContext } from './get-host-context';
import { frameName } from './internal/frame-channel';
import { microAppGlobals } from './internal/micro-app-window';

/**
 * The basename for the app's router: where its routes start in the browser's address.
 * Inside the shell: micro-app's `window.__MICRO_APP_BASE_ROUTE__` when the host set a baseroute,
 * in a frame of its own the path of its url, else the context's `baseRoute` (e.g. '/main/newcrm'). Alone: the standalone context's
 * `baseRoute` ('/' unless configured).
 *
 * @example
 * const router = createBrowserRouter(routes, { basename: getBaseRoute() });
 */
export function getBaseRoute(): string {
  const globals = microAppGlobals();
  const fromMicroApp = globals.__MICRO_APP_ENVIRONMENT__ ? globals.__MICRO_APP_BASE_ROUTE__ : '';
  return fromMicroApp || frameName()?.baseRoute || getHostContext().baseRoute || '/';
}
