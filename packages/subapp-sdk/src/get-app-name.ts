import { frameName } from './internal/frame-channel';
import { microAppGlobals } from './internal/micro-app-window';

/**
 * The name the shell mounted the app under (its registry name, e.g. 'sub-newcrm'), or null when
 * the app runs alone. One build may be mounted under several names.
 */
export function getAppName(): string | null {
  const globals = microAppGlobals();
  return (
    (globals.__MICRO_APP_ENVIRONMENT__ && globals.__MICRO_APP_NAME__) || frameName()?.name || null
  );
}
