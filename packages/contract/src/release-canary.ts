import { z } from 'zod';
import { registryNamePattern } from './routes/registry';
import { releaseVersionPattern } from './routes/releases';

const appNameSchema = z.string().max(64).regex(registryNamePattern);
const versionSchema = z.string().regex(releaseVersionPattern);

/** The share of users a canary release goes to, in percent (everyone is the default's). */
export const canaryShareSchema = z.number().int().min(1).max(99);

/**
 * A release run by a share of the users who have no release of their firm's, sticky per user:
 * a stable hash of the user's id and the app puts each user on one side (docs/sub-apps.md,
 * "A team's release day"). The others run the default.
 */
export const canarySchema = z.object({ version: z.string(), share: z.number().int() });
export type Canary = z.infer<typeof canarySchema>;

/** Body of POST /platform/releases/canary: a release and its share; null ends the canary. */
export const changeCanaryRequestSchema = z.object({
  app: appNameSchema,
  canary: z.object({ version: versionSchema, share: canaryShareSchema }).nullable(),
});
export type ChangeCanaryRequest = z.input<typeof changeCanaryRequestSchema>;

/**
 * When the newer release of a canary is rolled back by itself: its failure rate over the last
 * `minutes` above `factor` times the previous release's, each with `minLoads` loads at least.
 */
export const automaticRollbackSettingsSchema = z.object({
  factor: z.number().min(1).max(100),
  minutes: z.number().int().min(1).max(1_440),
  minLoads: z.number().int().min(1).max(100_000),
});
export type AutomaticRollbackSettings = z.infer<typeof automaticRollbackSettingsSchema>;

/** Body of POST /platform/releases/automaticRollback: null turns it off. */
export const setAutomaticRollbackRequestSchema = z.object({
  app: appNameSchema,
  automaticRollback: automaticRollbackSettingsSchema.nullable(),
});
export type SetAutomaticRollbackRequest = z.input<typeof setAutomaticRollbackRequestSchema>;

/** How one release of an app fared, from what the shells reported of the release they ran. */
export const releaseFiguresSchema = z.object({
  /** Null: the registry entry's own url (no release). */
  version: z.string().nullable(),
  /** Users who reported anything of it. */
  users: z.number().int(),
  /** First mounts, failed and timed-out loads. */
  loads: z.number().int(),
  failedLoads: z.number().int(),
  /** Each user's failed loads over theirs, then the mean (as the health's); null with no load. */
  failureRate: z.number().min(0).max(1).nullable(),
  /** Uncaught errors, crashes among them. */
  errors: z.number().int(),
  /** Each user's first mounts weighing one in all; null with none. */
  firstMountP75Ms: z.number().nullable(),
});
export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;

/**
 * An app in canary: a newer release runs beside the default for a share of the users or for
 * some firms; its figures and the default's, side by side.
 */
export const releaseComparisonSchema = z.object({
  app: z.string(),
  route: z.string(),
  title: z.object({ 'zh-CN': z.string(), en: z.string() }),
  canary: canarySchema.nullable(),
  /** The firms that run the newer release as their own. */
  firmIds: z.array(z.number().int()),
  newer: releaseFiguresSchema,
  previous: releaseFiguresSchema,
  automaticRollback: automaticRollbackSettingsSchema.nullable(),
});
export type ReleaseComparison = z.infer<typeof releaseComparisonSchema>;

/** Query of GET /platform/releases/comparisons: what was reported since `since`. */
export const releaseComparisonsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }),
});
export type ReleaseComparisonsQuery = z.input<typeof releaseComparisonsQuerySchema>;

export const releaseComparisonsSchema = z.object({
  /** ISO 8601, UTC. */
  since: z.string(),
  comparisons: z.array(releaseComparisonSchema),
});
export type ReleaseComparisons = z.infer<typeof releaseComparisonsSchema>;
