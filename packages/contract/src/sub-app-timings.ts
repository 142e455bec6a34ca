import { z } from 'zod';
import { subAppTimingKinds, timingBudgets } from './routes/sub-app-timings';
import type { SubAppTimingKind, TimingMeasure } from './routes/sub-app-timings';

export { subAppTimingKinds, timingBudgets };
export type { SubAppTimingKind, TimingMeasure };

/** The most days of timings operations read at once. */
export const maxTimingDays = 30;

/** Query of GET /operations/subAppTimings: the samples received in the last `days` days. */
export const subAppTimingsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(maxTimingDays).default(7),
});
export type SubAppTimingsQuery = z.input<typeof subAppTimingsQuerySchema>;

/** The 75th percentile of one measure (nearest rank) and how many samples it is of. */
export const timingPercentileSchema = z.object({
  /** Milliseconds; CLS: its unitless score. Null with no sample. */
  p75: z.number().nullable(),
  count: z.number().int(),
});
export type TimingPercentile = z.infer<typeof timingPercentileSchema>;

export const subAppTimingSchema = z.object({
  /** The app's registry name, and its route and title when the registry still has it. */
  app: z.string(),
  route: z.string(),
  title: z.object({ 'zh-CN': z.string(), en: z.string() }).nullable(),
  /**
   * The release the samples are of (docs/sub-apps.md, "What staff wait for"): a pinned app's
   * manifest `release`, or `sha256:` and the start of its manifest's digest when it names none;
   * an unpinned app's, the time its registry entry last changed (ISO 8601, UTC).
   */
  release: z.string(),
  isPinned: z.boolean(),
  firstMount: timingPercentileSchema,
  reshow: timingPercentileSchema,
  lcp: timingPercentileSchema,
  inp: timingPercentileSchema,
  cls: timingPercentileSchema,
  /** The largest of its p75s over their budgets (1: at budget); 0 with no sample. */
  worstOverBudget: z.number(),
});
export type SubAppTiming = z.infer<typeof subAppTimingSchema>;

export const subAppTimingsAnswerSchema = z.object({
  /** ISO 8601, UTC: samples received since then count. */
  since: z.string(),
  /** Per app and release, the worst over budget first. */
  timings: z.array(subAppTimingSchema),
});
export type SubAppTimingsAnswer = z.infer<typeof subAppTimingsAnswerSchema>;
