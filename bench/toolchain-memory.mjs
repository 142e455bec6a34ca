/* global document, history, dispatchEvent, PopStateEvent -- in the functions that run in the page */
/**
 * Closed sub-apps give their memory back, for apps other teams build with their own toolchains:
 * the Vue 2 + vue-router 3 + element-ui, Vue 3 + Vite + element-plus and React 18 + webpack
 * fixtures (e2e/fixtures/toolchain-apps, served from another origin) beside the example sub-app.
 * For each app, in a fresh signed-in context: one open and close to warm up, then ten; the JS
 * heap after forced collections at the start and after each round. Writes
 * results/toolchain-memory.json. Run on its own (it builds what is stale first):
 * node bench/toolchain-memory.mjs
 */
import { buildToolchainApps, toolchainAppPrefixes } from '../e2e/fixtures/toolchain-apps/build.mjs';
import { serveForeignOrigin } from '../e2e/support/foreign-origin.ts';
import { changeRegistry } from '../e2e/support/registry.ts';
import { launchChromium, signInToFrame, tabStripSelector } from './lib/browser.mjs';
import { startPortal } from './lib/servers.mjs';
import { heapAfterCollections, withPrefetchLimit } from './lib/shell-session.mjs';
import { isShort, portOf, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { roundTo } from './lib/statistics.mjs';

const port = portOf('BENCH_TOOLCHAIN_MEMORY_PORT', 18443);
const foreignPort = portOf('BENCH_TOOLCHAIN_FOREIGN_PORT', 18444);
const rounds = Number(process.env.BENCH_RUNS ?? shortOr(2, 10));
/** DESIGN §8: after the rounds, the heap within 10 % of the start, and 5 MB of slack. */
const budget = { growth: 0.1, slackBytes: 5 * 1024 * 1024 };

/**
 * The apps measured, each in place of a registry entry of zhangsan's first firm (the entries the
 * toolchain e2e spec uses), and what on screen says it mounted.
 */
const apps = [
  { app: 'example', appName: 'sub-factoring', path: '/factoring/ledger', shown: 'subapp-user' },
  { app: 'vue2-webpack-hash', appName: 'sub-other', path: '/other/index', shown: 'fx-user' },
  { app: 'vue3-vite-history', appName: 'sub-newcrm', path: '/newcrm/', shown: 'fx-user' },
  { app: 'react18-webpack', appName: 'sub-credit', path: '/credit/', shown: 'fx-user' },
];
const fixtures = apps.map(({ app }) => app).filter((app) => app in toolchainAppPrefixes);

const megabytes = (bytes) => roundTo(bytes / 1024 / 1024, 2);

/** Opens the app's page through the shell's router and waits until its content shows the user. */
async function open(page, { appName, path, shown }) {
  await page.evaluate((target) => {
    history.pushState(null, '', `/main${target}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ({ name, testId }) => {
      const user = document.querySelector(`micro-app[name="${name}"] [data-testid="${testId}"]`);
      return user !== null && user.textContent.trim() !== '';
    },
    { name: appName, testId: shown },
    { timeout: 30_000 },
  );
}

/** Closes the app's tab (on screen) and waits until neither its element nor its sandbox is left. */
async function close(page, { appName }) {
  await page
    .locator(`${tabStripSelector} [role="tab"][aria-selected="true"] [data-testid="tab-close"]`)
    .click();
  await page.waitForFunction(
    (name) =>
      document.querySelector(`micro-app[name="${name}"]`) === null &&
      document.querySelector(`iframe[powered-by="micro-app"]#${name}`) === null,
    appName,
  );
}

/**
 * One app in a fresh signed-in context, the shell preparing no app (its prepared sandboxes would
 * be in the heap): opened and closed once to warm up (micro-app loaded, the hosting paths
 * compiled), then `rounds` times; the heap after collections at each step.
 */
async function measureApp(browser, origin, entry) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await withPrefetchLimit(context, 0);
  const page = await context.newPage();
  await signInToFrame(page, origin);
  const cdp = await context.newCDPSession(page);
  const round = async () => {
    await open(page, entry);
    await close(page, entry);
    return heapAfterCollections(cdp);
  };
  const startBytes = await round();
  const afterRounds = [];
  for (let index = 0; index < rounds; index += 1) afterRounds.push(await round());
  await context.close();
  const endBytes = afterRounds.at(-1);
  return {
    app: entry.app,
    appName: entry.appName,
    startMb: megabytes(startBytes),
    afterRoundsMb: afterRounds.map(megabytes),
    endMb: megabytes(endBytes),
    ratio: roundTo(endBytes / startBytes, 3),
    perRoundMb: roundTo((endBytes - startBytes) / rounds / 1024 / 1024, 3),
    budgetMb: megabytes(startBytes * (1 + budget.growth) + budget.slackBytes),
    withinBudget: endBytes <= startBytes * (1 + budget.growth) + budget.slackBytes,
  };
}

async function measureEach(browser, origin) {
  const measured = [];
  for (const entry of apps) measured.push(await measureApp(browser, origin, entry));
  return measured;
}

const dists = await buildToolchainApps({ only: fixtures });
const portal = await startPortal(port);
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;
const foreign = await serveForeignOrigin(
  foreignPort,
  Object.fromEntries(
    fixtures.map((app) => [
      toolchainAppPrefixes[app],
      { folder: dists[app], corsFor: portal.origin, isSinglePage: true },
    ]),
  ),
);
changeRegistry(
  portal.databaseFile,
  Object.fromEntries(
    apps
      .filter(({ app }) => app in toolchainAppPrefixes)
      .map(({ app, appName }) => [
        appName,
        { url: `${foreignOrigin}${toolchainAppPrefixes[app]}` },
      ]),
  ),
);
// The budget's run: V8 without its optimising compilers, whose machine code for the shell's hot
// functions grows on its own as the same work repeats (docs/decisions/0007-heap-budget-reading.md).
const browser = await launchChromium(['--js-flags=--max-opt=1']);
try {
  const measured = await measureEach(browser, portal.origin);
  // Beside it, in the default V8 (not in the short mode).
  const defaultBrowser = isShort ? undefined : await launchChromium();
  const withOptimisingCompilers = defaultBrowser
    ? await measureEach(defaultBrowser, portal.origin).finally(() => defaultBrowser.close())
    : undefined;
  const result = {
    measure: 'toolchain-memory',
    description: `Sub-apps built by other teams' toolchains (e2e/fixtures/toolchain-apps, served from another origin in place of a registry entry) beside the example sub-app: each app opened and closed ${rounds} times after one warm-up round, in a fresh signed-in context where the shell prepares no app; the page's JS heap (its same-origin sandboxes included) after forced collections after the warm-up (start) and after each round. Budget (DESIGN §8): end <= start * ${1 + budget.growth} + ${megabytes(budget.slackBytes)} MB, per app, in a Chromium started with --js-flags=--max-opt=1 (docs/decisions/0007-heap-budget-reading.md); the default V8 beside it`,
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method:
      "Sign in, open the app's page through the shell's router until its content shows the user, close its tab with its close button until neither its <micro-app> element nor its sandbox iframe is left; then HeapProfiler.collectGarbage three times and Runtime.getHeapUsage",
    rounds,
    apps: measured,
    withOptimisingCompilers,
  };
  writeResult('toolchain-memory.json', result);
  for (const row of measured) {
    const optimised = withOptimisingCompilers?.find(({ app }) => app === row.app);
    const beside = optimised
      ? `; default V8 ${optimised.startMb} -> ${optimised.endMb} MB (${optimised.ratio}x)`
      : '';
    console.log(
      `toolchain memory, ${row.app}: ${row.startMb} -> ${row.endMb} MB after ${rounds} rounds (${row.ratio}x, ${row.perRoundMb} MB a round); budget ${row.budgetMb} MB: ${verdict(row.withinBudget)}${beside}`,
    );
  }
} finally {
  await browser.close();
  await foreign.close();
  await portal.close();
}
