import type { HttpMessageKey } from './inspect-response';

export type HttpLogEntry = {
  url: string;
  time: number;
  type: 'http';
  message: string;
  info: string;
};

/** What the client needs from the rest of the shell; `src/app` provides it at start-up. */
export type HttpHooks = {
  /**
   * The bearer token of a session that keeps it in its tab (a duty's): a staff session's token
   * is an HttpOnly cookie no script reads, sent by the browser (decision 0015).
   */
  getToken: () => string | undefined;
  /** Whether a live session is signed in here: a call that needs one goes only then. */
  hasSession: () => boolean;
  getLanguage: () => string;
  translate: (key: HttpMessageKey) => string;
  notify: (level: 'warning' | 'error', text: string) => void;
  /** The session is gone (spec §8): clear it and go to the login page with this message. */
  signOut: (text: string) => void;
  log: (entry: HttpLogEntry) => void;
  /**
   * The version of the menus and the registry a protected answer was made with
   * (`X-Portal-Data-Version`), for the shell to ask again for what changed.
   */
  dataVersion: (version: string) => void;
};

/** From the runtime configuration: the main API base and the time-out. */
export type HttpSettings = { baseURL: string; timeout: number };

export type HttpSetup = { settings: HttpSettings; hooks: HttpHooks };

const setup: HttpSetup = {
  settings: { baseURL: '/api', timeout: 0 },
  hooks: {
    getToken: () => undefined,
    hasSession: () => false,
    getLanguage: () => document.documentElement.lang || 'zh-CN',
    translate: (key) => key,
    notify: () => undefined,
    signOut: () => undefined,
    log: () => undefined,
    dataVersion: () => undefined,
  },
};

/**
 * Configures the HTTP client. Kept apart from the client so that start-up does not load it:
 * the client arrives with the first page that calls the server.
 */
export function configureHttp(settings: HttpSettings, hooks: Partial<HttpHooks> = {}): void {
  setup.settings = settings;
  setup.hooks = { ...setup.hooks, ...hooks };
}

export function httpSetup(): HttpSetup {
  return setup;
}
