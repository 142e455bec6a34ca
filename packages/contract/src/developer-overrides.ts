import { z } from 'zod';
import { endpoint } from './endpoint';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import { developerOverrideRoutes } from './routes/developer-overrides';
import { registryNamePattern } from './routes/registry';
import { plainTextSchema } from './text';

const appNameSchema = z.string().max(64).regex(registryNamePattern);

/** The app a session runs from a development server, its page, and when it was set. */
export const developerOverrideSchema = z.object({
  app: z.string(),
  url: z.string(),
  /** ISO 8601, UTC. */
  setAt: z.string(),
});
export type DeveloperOverride = z.infer<typeof developerOverrideSchema>;

/**
 * GET /subApps/developerOverride: whether this server allows overrides at all, the apps the
 * caller may run from a development server, and their session's override (null: none).
 */
export const developerOverrideStateSchema = z.object({
  allowed: z.boolean(),
  apps: z.array(z.string()),
  override: developerOverrideSchema.nullable(),
});
export type DeveloperOverrideState = z.infer<typeof developerOverrideStateSchema>;

/**
 * Body of POST /subApps/developerOverride/set: the app and its development server's page, an
 * absolute url over https, or over http on this machine (127.0.0.1, localhost, [::1]).
 */
export const setDeveloperOverrideRequestSchema = z.object({
  app: appNameSchema,
  url: z.string().trim().min(1).max(512),
});
export type SetDeveloperOverrideRequest = z.input<typeof setDeveloperOverrideRequestSchema>;

/** What setting or ending an override changed: the session's override before and after. */
export const developerOverrideChangedSchema = z.object({
  before: developerOverrideSchema.nullable(),
  after: developerOverrideSchema.nullable(),
});
export type DeveloperOverrideChanged = z.infer<typeof developerOverrideChangedSchema>;

/** GET /security/developers: one user's grants. */
export const developerGrantsQuerySchema = z.object({ userId: recordIdSchema });
export type DeveloperGrantsQuery = z.input<typeof developerGrantsQuerySchema>;

/** An app a user may run from a development server, and who granted it when. */
export const developerGrantSchema = z.object({
  app: z.string(),
  grantedBy: z.object({
    userId: z.number().int(),
    username: z.string(),
    displayName: z.string(),
  }),
  /** ISO 8601, UTC. */
  grantedAt: z.string(),
});
export type DeveloperGrant = z.infer<typeof developerGrantSchema>;

/** Body of the grant and its revocation: whose, which app, and why (kept in the audit trail). */
export const developerGrantRequestSchema = z.object({
  userId: jsonRecordIdSchema,
  app: appNameSchema,
  reason: plainTextSchema(200).min(1),
});
export type DeveloperGrantRequest = z.infer<typeof developerGrantRequestSchema>;

/** A developer's own build: the override of one's own session, and who may set one. */
export const developerOverrideEndpoints = {
  /** The caller's grants and override. */
  read: endpoint({
    ...developerOverrideRoutes.read,
    answer: developerOverrideStateSchema,
    failures: [401, 403],
  }),
  /**
   * Runs the app from the development server in the caller's session alone, in place of the
   * override it had; sets the cookie of the session's pages whose policy admits that server. 400
   * for a url that is not https or http on this machine, or an app the registry does not serve;
   * 403 without the grant, in a duty's session, or where the server allows no override.
   */
  set: endpoint({
    ...developerOverrideRoutes.set,
    body: setDeveloperOverrideRequestSchema,
    answer: developerOverrideChangedSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Ends the caller's override, if any: the app runs its release again. */
  clear: endpoint({
    ...developerOverrideRoutes.clear,
    answer: developerOverrideChangedSchema,
    failures: [401, 403],
  }),
  /** One user's grants (security administrators); 404 for no such user. */
  listGrants: endpoint({
    ...developerOverrideRoutes.listGrants,
    query: developerGrantsQuerySchema,
    answer: z.array(developerGrantSchema),
    failures: [400, 401, 403, 404],
  }),
  /**
   * Lets a user run the app from a development server in their own sessions (security
   * administrators). 400 for a duty holder, the administrator themself or a public app; 404 for
   * no such user or app; 409 when the user holds it already.
   */
  grant: endpoint({
    ...developerOverrideRoutes.grant,
    body: developerGrantRequestSchema,
    answer: z.array(developerGrantSchema),
    failures: [400, 401, 403, 404, 409],
  }),
  /** Takes the grant away, ending the user's overrides of the app at once; 404 for none. */
  revoke: endpoint({
    ...developerOverrideRoutes.revoke,
    body: developerGrantRequestSchema,
    answer: z.array(developerGrantSchema),
    failures: [400, 401, 403, 404],
  }),
};
