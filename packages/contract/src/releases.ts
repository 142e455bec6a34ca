import { z } from 'zod';
import { endpoint } from './endpoint';
import { jsonRecordIdSchema } from './ids';
import {
  automaticRollbackSettingsSchema,
  canarySchema,
  changeCanaryRequestSchema,
  releaseComparisonsQuerySchema,
  releaseComparisonsSchema,
  setAutomaticRollbackRequestSchema,
} from './release-canary';
import { releaseManifestSchema } from './release-manifest';
import { registryNamePattern } from './routes/registry';
import { releaseRoutes, releaseVersionPattern } from './routes/releases';
import { plainTextSchema } from './text';

/** A release's version, as a team names it (`2.4.1`): a path segment of its url. */
export const releaseVersionSchema = z.string().regex(releaseVersionPattern);

const appNameSchema = z.string().max(64).regex(registryNamePattern);

/**
 * Body of POST /subApps/releases/publish, sent with the app's team token: the release's
 * version, the url its built `index.html` is at (a folder whose path holds the version as a
 * segment, on the origin the registry entry was approved for) and the manifest its build wrote
 * (`portal-release publish`). A release is never changed once published.
 */
export const publishReleaseRequestSchema = z.object({
  app: appNameSchema,
  version: releaseVersionSchema,
  url: z.string().min(1).max(512),
  manifest: releaseManifestSchema,
});
export type PublishReleaseRequest = z.input<typeof publishReleaseRequestSchema>;

/** A release as published: immutable. */
export const releaseSchema = z.object({
  app: z.string(),
  version: z.string(),
  url: z.string(),
  /** How many files its manifest pins. */
  files: z.number().int(),
  /** The name of the team token it was published with. */
  publishedBy: z.string(),
  /** ISO 8601, UTC. */
  publishedAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

/**
 * GET /subApps/releases: the release each app with a rollout runs for the caller in the firm
 * they work in, by app name. An app not listed runs its registry entry's url and pins.
 */
export const runningReleasesSchema = z.record(
  z.string(),
  z.object({
    version: z.string(),
    url: z.string(),
    /**
     * The caller's own session runs the app from a development server (a developer's override,
     * docs/decisions/0026-a-developers-own-build.md): no release, nothing pinned; `version` is
     * `dev`.
     */
    developer: z.literal(true).optional(),
  }),
);
export type RunningReleases = z.infer<typeof runningReleasesSchema>;

/**
 * Which release each firm runs: `defaultVersion` everyone without a release of their own (null:
 * the registry entry's own url), `firms` the firms that run another, `canary` a release a share
 * of everyone else runs (a firm's own release wins over it).
 */
export const rolloutStateSchema = z.object({
  defaultVersion: z.string().nullable(),
  firms: z.array(z.object({ firmId: z.number().int(), version: z.string() })),
  canary: canarySchema.nullable(),
});
export type RolloutState = z.infer<typeof rolloutStateSchema>;

const personSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});

/**
 * What a rollback would do now: the newest release the rollout runs anywhere, and the release
 * that was the default before it was rolled out (null: the registry entry's own url).
 */
export const rollbackPlanSchema = z.object({
  from: z.string(),
  to: z.string().nullable(),
});
export type RollbackPlan = z.infer<typeof rollbackPlanSchema>;

/** A team token of an app, as administrators see it: never the token itself. */
export const teamTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  issuedBy: personSchema,
  /** ISO 8601, UTC. */
  issuedAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TeamToken = z.infer<typeof teamTokenSchema>;

/** GET /platform/releases: one app's releases, who runs which, its team tokens. */
export const appReleasesQuerySchema = z.object({ app: appNameSchema });
export type AppReleasesQuery = z.input<typeof appReleasesQuerySchema>;

export const appReleasesSchema = z.object({
  app: z.string(),
  /** Newest first. */
  releases: z.array(releaseSchema),
  rollout: rolloutStateSchema,
  /**
   * Who changed the rollout last, and when; null before any rollout. After an automatic
   * rollback, the administrator who turned it on.
   */
  changedBy: personSchema.nullable(),
  changedAt: z.string().nullable(),
  /** The last change was an automatic rollback. */
  changedAutomatically: z.boolean(),
  /** What 回滚 would do; null when there is nothing to go back from. */
  rollback: rollbackPlanSchema.nullable(),
  /** Every firm, for choosing the one a release goes to. */
  firms: z.array(z.object({ id: z.number().int(), firmNo: z.string(), firmName: z.string() })),
  /** Newest first, revoked ones too. */
  tokens: z.array(teamTokenSchema),
  /** When a canary is rolled back by itself, who turned it on and when; null: never. */
  automaticRollback: automaticRollbackSettingsSchema
    .extend({ setBy: personSchema, setAt: z.string() })
    .nullable(),
});
export type AppReleases = z.infer<typeof appReleasesSchema>;

/**
 * Body of POST /platform/releases/rollout: `firmId` null sets the default, else that firm's
 * release; `version` null takes the firm back to the default (or, for the default, back to the
 * registry entry's own url).
 */
export const changeRolloutRequestSchema = z.object({
  app: appNameSchema,
  firmId: jsonRecordIdSchema.nullable(),
  version: releaseVersionSchema.nullable(),
});
export type ChangeRolloutRequest = z.input<typeof changeRolloutRequestSchema>;

/** Body of POST /platform/releases/rollback. */
export const rollBackRequestSchema = z.object({ app: appNameSchema });
export type RollBackRequest = z.input<typeof rollBackRequestSchema>;

/** The answer of a rollout change or a rollback: the rollout before and after. */
export const rolloutChangedSchema = z.object({
  before: rolloutStateSchema,
  after: rolloutStateSchema,
});
export type RolloutChanged = z.infer<typeof rolloutChangedSchema>;

/** Body of POST /platform/releases/tokens/issue: the app and a name for people (`ci-main`). */
export const issueTeamTokenRequestSchema = z.object({
  app: appNameSchema,
  name: plainTextSchema(64).pipe(z.string().trim().min(1)),
});
export type IssueTeamTokenRequest = z.input<typeof issueTeamTokenRequestSchema>;

/** A new team token: `token` is shown this once, the server keeps only its hash. */
export const issuedTeamTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
});
export type IssuedTeamToken = z.infer<typeof issuedTeamTokenSchema>;

/** Body of POST /platform/releases/tokens/revoke. */
export const revokeTeamTokenRequestSchema = z.object({ id: jsonRecordIdSchema });
export type RevokeTeamTokenRequest = z.input<typeof revokeTeamTokenRequestSchema>;

/** Sub-app releases: published by teams, steered per firm by system administrators. */
export const releaseEndpoints = {
  /**
   * Publishes a release, with the app's team token (`Authorization: Bearer <team token>`): no
   * other credential publishes, and a token publishes for its own app only (403). 400 for a url
   * off the registry entry's approved origin or without the version as a segment, or a manifest
   * that pins no `index.html` or names another release; 404 for an app not in the registry; 409
   * for a version published already.
   */
  publish: endpoint({
    ...releaseRoutes.publish,
    body: publishReleaseRequestSchema,
    answer: releaseSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /** The release each app runs for the caller and the firm they work in. */
  listRunning: endpoint({
    ...releaseRoutes.listRunning,
    answer: runningReleasesSchema,
    failures: [401, 403],
  }),
  listOfApp: endpoint({
    ...releaseRoutes.listOfApp,
    query: appReleasesQuerySchema,
    answer: appReleasesSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * Sets the default release or a firm's, kept with the rollout as it was; open shells take it
   * at their next navigation. 404 for an app, release or firm that does not exist.
   */
  changeRollout: endpoint({
    ...releaseRoutes.changeRollout,
    body: changeRolloutRequestSchema,
    answer: rolloutChangedSchema,
    failures: [400, 401, 403, 404],
  }),
  /**
   * Puts every firm and the default back on the release that was the default before the newest
   * release the rollout runs was rolled out. 409 when there is nothing to go back from.
   */
  rollBack: endpoint({
    ...releaseRoutes.rollBack,
    body: rollBackRequestSchema,
    answer: rolloutChangedSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /**
   * Sends a release to a share of the users who have no release of their firm's (sticky per
   * user), or ends the canary; kept with the rollout as it was. 400 for the default's release;
   * 404 for an app or release that does not exist.
   */
  changeCanary: endpoint({
    ...releaseRoutes.changeCanary,
    body: changeCanaryRequestSchema,
    answer: rolloutChangedSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Turns the automatic rollback of an app's canary on (with its thresholds) or off. */
  setAutomaticRollback: endpoint({
    ...releaseRoutes.setAutomaticRollback,
    body: setAutomaticRollbackRequestSchema,
    answer: z.object({ automaticRollback: automaticRollbackSettingsSchema.nullable() }),
    failures: [400, 401, 403, 404],
  }),
  /** Every app in canary: its newer release's figures beside the default's, since `since`. */
  compare: endpoint({
    ...releaseRoutes.compare,
    query: releaseComparisonsQuerySchema,
    answer: releaseComparisonsSchema,
    failures: [400, 401, 403],
  }),
  issueTeamToken: endpoint({
    ...releaseRoutes.issueTeamToken,
    body: issueTeamTokenRequestSchema,
    answer: issuedTeamTokenSchema,
    failures: [400, 401, 403, 404],
  }),
  /** Revokes a team token at once; 404 for none, 409 for one revoked already. */
  revokeTeamToken: endpoint({
    ...releaseRoutes.revokeTeamToken,
    body: revokeTeamTokenRequestSchema,
    answer: teamTokenSchema,
    failures: [400, 401, 403, 404, 409],
  }),
};
