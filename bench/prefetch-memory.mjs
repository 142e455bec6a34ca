/* global document, window -- in the functions that run in the page */
/**
 * What preparing sub-apps costs the page: in zhangsan's second firm, the JS heap
 * after forced collections once the shell has prepared `subAppPrefetchLimit` apps, for several
 * limits, each in a fresh signed-in context; also how long the preparing took. Writes
 * results/prefetch-memory.json.
 */
import { launchChromium, signInToFrame } from './lib/browser.mjs';
import { startPortal } from './lib/servers.mjs';
import {
  heapAfterCollections,
  switchToSecondFirm,
  withPrefetchLimit,
} from './lib/shell-session.mjs';
import { portOf, shortOr, writeResult } from './lib/short-mode.mjs';
import { median, roundTo } from './lib/statistics.mjs';

const port = portOf('BENCH_PREFETCH_PORT', 18442);
const limits = shortOr([0, 6], [0, 6, 12, 30]);
const rounds = Number(process.env.BENCH_RUNS ?? shortOr(1, 3));

const sandboxCount = (page) =>
  page.evaluate(() => document.querySelectorAll('iframe[powered-by="micro-app"]').length);

/** Waits until `count` sandboxes exist and their styles were fetched; answers ms it took. */
async function waitForPrepared(page, count) {
  const startedAt = Date.now();
  await page.waitForFunction(
    (expected) => {
      const sandboxes = [...document.querySelectorAll('iframe[powered-by="micro-app"]')];
      const fetched = performance.getEntriesByType('resource').map(({ name }) => name);
      return (
        sandboxes.length === expected &&
        sandboxes.every(({ id }) =>
          fetched.some((url) => url.includes(`/${id}/assets/`) && url.endsWith('.css')),
        )
      );
    },
    count,
    { timeout: 60_000 },
  );
  return Date.now() - startedAt;
}

/** How many apps the shell prepares when nothing limits it: the count once it stays for 3 s. */
async function preparableCount(page) {
  const handle = await page.waitForFunction(
    () => {
      const count = document.querySelectorAll('iframe[powered-by="micro-app"]').length;
      const seen = (window.__preparedSeen ??= { count: -1, at: 0 });
      if (count !== seen.count) Object.assign(seen, { count, at: performance.now() });
      return count > 0 && performance.now() - seen.at > 3000 ? count : false;
    },
    undefined,
    { timeout: 60_000, polling: 200 },
  );
  return handle.jsonValue();
}

async function signedInSecondFirm(browser, origin, limit) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await withPrefetchLimit(context, limit);
  const page = await context.newPage();
  await signInToFrame(page, origin);
  await switchToSecondFirm(page);
  return { context, page };
}

async function measure(browser, origin, limit, menuAppCount) {
  const { context, page } = await signedInSecondFirm(browser, origin, limit);
  const expected = Math.min(limit, menuAppCount);
  const preparedMs = expected === 0 ? 0 : await waitForPrepared(page, expected);
  // Nothing more is prepared later: the count stays.
  if ((await sandboxCount(page)) !== expected) throw new Error(`not ${expected} sandboxes`);
  const cdp = await context.newCDPSession(page);
  const bytes = await heapAfterCollections(cdp);
  await context.close();
  return { bytes, preparedMs };
}

const portal = await startPortal(port);
const browser = await launchChromium();
try {
  const discovery = await signedInSecondFirm(browser, portal.origin, 100);
  const menuAppCount = await preparableCount(discovery.page);
  await discovery.context.close();
  const samples = Object.fromEntries(limits.map((limit) => [limit, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const limit of limits) {
      samples[limit].push(await measure(browser, portal.origin, limit, menuAppCount));
    }
  }
  const megabytes = (bytes) => roundTo(bytes / 1024 / 1024, 2);
  const baseline = median(samples[0].map(({ bytes }) => bytes));
  const byLimit = limits.map((limit) => {
    const heap = median(samples[limit].map(({ bytes }) => bytes));
    return {
      limit,
      preparedApps: Math.min(limit, menuAppCount),
      heapMb: megabytes(heap),
      heapOverNoneMb: megabytes(heap - baseline),
      perAppMb: limit === 0 ? null : megabytes((heap - baseline) / Math.min(limit, menuAppCount)),
      preparedInMs: median(samples[limit].map(({ preparedMs }) => preparedMs)),
      samplesMb: samples[limit].map(({ bytes }) => megabytes(bytes)),
    };
  });
  const result = {
    measure: 'prefetch-memory',
    description:
      "What preparing sub-apps costs the page, in zhangsan's second firm (menuAppCount apps reached by its menu, every one the example sub-app): the JS heap once the shell has prepared subAppPrefetchLimit of them, beside the same with none prepared; medians of fresh signed-in contexts",
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method:
      'config.json answered with the limit; sign in, switch to the second firm, wait until that many micro-app sandboxes exist with their styles fetched (preparedInMs, from the firm switch), then HeapProfiler.collectGarbage three times and Runtime.getHeapUsage (the page and its same-origin sandboxes)',
    rounds,
    menuAppCount,
    byLimit,
  };
  writeResult('prefetch-memory.json', result);
  for (const row of byLimit) {
    console.log(
      `prefetch limit ${row.limit}: ${row.preparedApps} apps prepared in ${row.preparedInMs} ms, heap ${row.heapMb} MB (+${row.heapOverNoneMb} MB, ${row.perAppMb ?? '-'} MB each)`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
}
