/**
 * Report kinds that are samples of what a user waited for, rather than problems: a re-show from
 * keep-alive (its `durationMs`), and the Core Web Vitals of an app's page: LCP and INP (their
 * `durationMs`), CLS (its `layoutShift`). A first mount (`mount`) is one too.
 */
export const subAppTimingKinds = ['reshow', 'lcp', 'inp', 'cls'] as const;
export type SubAppTimingKind = (typeof subAppTimingKinds)[number];

/**
 * What staff should wait at most, at the 75th percentile: the first mount and the re-show of
 * DESIGN §8 (first mount 100 ms; a re-show within the first frame, 16 ms), and Google's "good"
 * Core Web Vitals (LCP 2.5 s, INP 200 ms, CLS 0.1).
 */
export const timingBudgets = {
  firstMount: 100,
  reshow: 16,
  lcp: 2_500,
  inp: 200,
  cls: 0.1,
} as const;
export type TimingMeasure = keyof typeof timingBudgets;
