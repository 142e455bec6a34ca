// Developers' grants and their sessions' overrides (migration 0041;
// docs/decisions/0026-a-developers-own-build.md).

/** A user who may run an app from a development server in their own sessions. */
export type SubAppDeveloperTable = {
  user_id: number;
  /** The app's registry name. */
  app: string;
  /** The security administrator who granted it. */
  granted_by: number;
  granted_at: string;
};

/** The app one session runs from a development server; ends with the session's token. */
export type DeveloperOverrideTable = {
  /** The session's (shell) token. */
  token_id: number;
  user_id: number;
  app: string;
  /** The development server's page, an absolute http(s) url. */
  url: string;
  /** SHA-256 (hex) of the key in the browser's cookie of the shell's pages. */
  page_key_hash: string;
  set_at: string;
};
