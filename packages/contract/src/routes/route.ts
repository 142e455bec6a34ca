import type { AppScope } from './app-scopes';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint is called, with none of its schemas: what the shell's production bundle
 * carries of the contract. `path` is the full path below the API base.
 */
export type Route = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** How the body is sent: JSON (the default) or a form (application/x-www-form-urlencoded). */
  readonly bodyEncoding?: 'json' | 'form';
  /**
   * The scope a sub-app's token needs to call it; absent: no sub-app's token may (deny by
   * default), only the shell's.
   */
  readonly appScope?: AppScope;
};
