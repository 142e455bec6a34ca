import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../testing/build-test-app';
import { freePort } from '../../../testing/free-port';

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const labelPair = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const sampleLine = new RegExp(
  `^(${metricName})(?:\\{((?:${labelPair},?)*)\\})? (\\S+)(?: (-?\\d+))?$`,
);
const sampleValue = /^(?:[+-]?(?:\d+\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|Inf)|NaN)$/i;
const suffixes: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** A value of the format: a float of Go's syntax, `+Inf`, `-Inf` or `NaN`. */
const numberOf = (text: string) => Number(text.replace(/inf$/i, 'Infinity'));

const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_match, character: string) => (character === 'n' ? '\n' : character));

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly, throwing at the first line
 * it breaks: each family declared once by HELP and TYPE before its samples, which follow
 * together, every sample line well formed and named after its family.
 */
export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current = null as Family | null;
  const declarations = new Set<string>();
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => {
      throw new Error(`line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line.trim() === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      const [, keyword, name = '', rest = ''] = comment;
      if (!new RegExp(`^${metricName}$`).test(name)) fail('a bad metric name');
      if (declarations.has(`${keyword} ${name}`)) fail('a family declared twice');
      declarations.add(`${keyword} ${name}`);
      if (current?.name !== name) {
        if (families.has(name)) fail('a family declared twice');
        current = { name, type: 'untyped', help: '', samples: [] };
        families.set(name, current);
      }
      if (keyword === 'HELP') current.help = unescape(rest);
      else if (['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest)) {
        if (current.samples.length > 0) fail('TYPE after the samples');
        current.type = rest;
      } else fail('an unknown type');
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = sampleLine.exec(line);
    if (!sample) fail('not a sample line');
    const [, name = '', labelText = '', , , value = '', timestamp] = sample ?? [];
    const family: Family | null = current;
    const belongs = (suffixes[family?.type ?? ''] ?? ['']).some(
      (suffix) => `${family?.name}${suffix}` === name,
    );
    if (!family || !belongs) fail('a sample outside its family');
    if (!sampleValue.test(value)) fail('a bad value');
    if (timestamp !== undefined) fail('a timestamp, which the server never sends');
    const labels = Object.fromEntries(
      [...labelText.matchAll(new RegExp(labelPair, 'g'))].map(([, label = '', text = '']) => [
        label,
        unescape(text),
      ]),
    );
    family?.samples.push({ name, labels, value: numberOf(value) });
  }
  for (const family of families.values()) {
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/** A histogram's buckets count up to its +Inf bucket, which is its count, for each series. */
function checkHistogram({ name, samples }: Family) {
  const seriesOf = (labels: Record<string, string>) =>
    JSON.stringify(Object.entries(labels).filter(([label]) => label !== 'le'));
  const series = new Map<string, Sample[]>();
  for (const sample of samples) {
    if (sample.name !== `${name}_bucket`) continue;
    const key = seriesOf(sample.labels);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    const bounds = buckets.map((bucket) => numberOf(bucket.labels.le ?? ''));
    const counts = buckets.map((bucket) => bucket.value);
    const count = samples.find(
      (sample) => sample.name === `${name}_count` && seriesOf(sample.labels) === key,
    );
    if (
      bounds.some((bound, index) => index > 0 && bound <= (bounds[index - 1] ?? 0)) ||
      counts.some((value, index) => index > 0 && value < (counts[index - 1] ?? 0)) ||
      bounds.at(-1) !== Infinity ||
      counts.at(-1) !== count?.value
    ) {
      throw new Error(`${name}${key}: buckets that do not add up to its count`);
    }
  }
}

/** The value of the sample `name` whose labels include `labels`; undefined if there is none. */
export function valueOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    const sample = family.samples.find(
      (candidate) =>
        candidate.name === name &&
        Object.entries(labels).every(([label, value]) => candidate.labels[label] === value),
    );
    if (sample) return sample.value;
  }
  return undefined;
}

/** A test app of the demo with its metrics on a free port, ready (so the listener is open). */
export async function appWithMetrics(
  environment: Record<string, string> = {},
): Promise<{ app: FastifyInstance; metricsUrl: string }> {
  const port = await freePort();
  const app = await buildTestApp({ METRICS_PORT: String(port), ...environment });
  await app.ready();
  return { app, metricsUrl: `http://127.0.0.1:${port}/metrics` };
}

/** Scrapes the metrics as Prometheus does, and reads them. */
export async function scrape(metricsUrl: string): Promise<Map<string, Family>> {
  const response = await fetch(metricsUrl);
  if (response.status !== 200) throw new Error(`The scrape answered ${response.status}`);
  return parseExposition(await response.text());
}
