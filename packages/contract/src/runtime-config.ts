import { z } from 'zod';

/** A route of the shell and the sub-application it mounts (spec §2, DESIGN §5). */
export const subAppEntrySchema = z.object({
  /** The route's first path segment: /newcrm/* is the route `newcrm`. */
  route: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  /**
   * Absent when the route has no app to mount: none yet (spec: /newcredit), or one turned off
   * (`disabled`); the route's page says which.
   */
  url: z.string().min(1).optional(),
  /** The app's local development server; the shell's development build mounts it. */
  devUrl: z.string().min(1).optional(),
  /** Open without signing in, on a bare page without the frame (spec: /blank). */
  public: z.boolean().optional(),
  /** Turned off by an administrator: it leaves the menus and its open tabs say so. */
  disabled: z.boolean().optional(),
  /**
   * `false`: never prepared ahead of use (an app on a host of its own that not every desk
   * reaches); it loads when a tab opens it. Prepared like the others when absent.
   */
  prefetch: z.boolean().optional(),
  /**
   * `"frame"`: an app the group does not fully trust (a vendor's) runs in a cross-origin
   * `<iframe sandbox>` instead of micro-app's same-origin sandbox, and talks to the shell only
   * through the SDK over postMessage (docs/security.md). micro-app when absent.
   */
  isolation: z.enum(['micro-app', 'frame']).optional(),
  /** A framed app receives the user's token only when its entry grants it. */
  grantToken: z.boolean().optional(),
  /**
   * `true`: the entry pins the app's release (docs/sub-apps.md, "Pinned releases"); the shell
   * asks `GET /subApps/pins` for the sha256 of each file and runs nothing of the app that does
   * not match. The manifest itself is not here: this file is on the first screen's path.
   */
  pinned: z.boolean().optional(),
  /**
   * The app's name for people, by language (`zh-CN`, `en`): a tab at a page of the app that no
   * menu entry names, and the app did not title, is titled by it.
   */
  title: z.record(z.string(), z.string().min(1)).optional(),
});
export type SubAppEntry = z.infer<typeof subAppEntrySchema>;

/** /main/config.json: what differs between deployments of one shell build. */
export const runtimeConfigSchema = z.object({
  env: z.string(),
  api: z.object({
    main: z.string(),
    riskControl: z.string(),
    bpm: z.string(),
    contract: z.string(),
    portal: z.string(),
  }),
  auth: z.object({ clientId: z.string(), clientSecret: z.string() }),
  requestTimeoutMs: z.number().int().positive(),
  /** Session timers (spec §4, §9); a deployment or a test may shorten them. */
  session: z.object({
    /** How often the shell asks whether the user's core cache is about to expire. */
    cacheCheckIntervalMs: z.number().int().min(1000),
    /** The countdown shown before an expiring session ends. */
    idleCountdownSeconds: z.number().int().min(1),
    /** How often the shell asks for new to-dos. */
    todoPollIntervalMs: z.number().int().min(1000),
  }),
  subApps: z.array(subAppEntrySchema),
  /** The server's password policy, for the hint beside a new password; the server judges. */
  passwordPolicy: z.object({
    profile: z.enum(['asvs', 'mlps']),
    minLength: z.number().int().min(1),
    maxLength: z.number().int().min(1),
    /** Of upper-case, lower-case, digits and symbols; 0 for no composition rule. */
    minClasses: z.number().int().min(0).max(4),
    /** How many of the last passwords, the current one included, may not be set again. */
    historyCount: z.number().int().min(0),
    /** Days a password lasts before it must be changed; null when it lasts. */
    maxAgeDays: z.number().int().min(1).nullable(),
  }),
  /**
   * Passkeys (docs/security.md, "Second factor: passkeys"): `off` offers none; `optional` lets
   * users add them, and a user with one confirms a password sign-in with it; `required` also
   * keeps a user without one from working until they add one.
   */
  secondFactorPolicy: z.enum(['off', 'optional', 'required']),
  website: z.object({
    title: z.string(),
    watermark: z.boolean(),
    /** How many tabs keep their page alive at most; the least recently used is dropped first. */
    keepAliveLimit: z.number().int().min(1).max(200),
    /** A sub-application that has not mounted after this long is reported as failed. */
    subAppLoadTimeoutMs: z.number().int().min(1000),
    /**
     * How many of the sub-apps the menu reaches are prepared (fetched and sandboxed, not run) a
     * few seconds after the frame has settled; 0 turns it off. The shell takes 12 when unset.
     */
    subAppPrefetchLimit: z.number().int().min(0).max(100).optional(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
