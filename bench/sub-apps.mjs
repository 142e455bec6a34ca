// Sub-applications: first mount of the example sub-app (menu click to its content painted),
// re-show from keep-alive (tab click to paint, against two plain tabs and a click on nothing in
// the same run), and the JS heap after opening and closing thirty sub-app tabs ten times.
// Run on its own (it builds what is stale first): node bench/sub-apps.mjs
/* global document, window, requestAnimationFrame, requestIdleCallback, CSS, history,
   PopStateEvent, addEventListener, dispatchEvent -- in the page */
import {
  launchChromium,
  measureVisibleTime,
  signInToFrame,
  tabStripSelector,
} from './lib/browser.mjs';
import { startPortal } from './lib/servers.mjs';
import {
  heapAfterCollections,
  switchToSecondFirm,
  withPrefetchLimit,
} from './lib/shell-session.mjs';
import { portOf, shortOr, verdict, writeResult } from './lib/short-mode.mjs';
import { median, roundTo } from './lib/statistics.mjs';

const port = portOf('BENCH_SUB_APPS_PORT', 18441);
const viewport = { width: 1440, height: 900 };
const budgets = { firstMountMedianMs: 100, reShowP95Ms: 16, heapGrowth: 0.1 };
const firstMountRounds = Number(process.env.BENCH_RUNS ?? shortOr(1, 3));
/** Menu apps clicked in each context of the first mount: every one (three in the short mode). */
const mountedPerContext = shortOr(3, Infinity);
/** Menu apps also loaded on their own in each round of the first mount. */
const alonePerRound = shortOr(1, 3);
const reShowRounds = shortOr(1, 6);
const switchesPerRound = shortOr(4, 10);
const heapCycles = shortOr(1, 10);
const tabsPerCycle = shortOr(3, 30);
const strip = tabStripSelector;
const menu = 'nav[aria-label="主菜单"]';

/** The menu entries of zhangsan's first firm that mount an example sub-app, by section. */
const menuApps = [
  { section: '客户管理', path: '/newcrm/customer/list', app: 'sub-newcrm' },
  { section: '保理业务', path: '/factoring/ledger', app: 'sub-factoring' },
  { section: '保理业务', path: '/newfactoring/apply', app: 'sub-newfactoring' },
  { section: '保理业务', path: '/me-factoring/index', app: 'sub-me-factoring' },
  { section: '保理业务', path: '/hm-factoring/index', app: 'sub-hm-factoring' },
  { section: '信贷业务', path: '/credit/apply/list', app: 'sub-credit' },
  { section: '信贷业务', path: '/credit-projects/list', app: 'sub-credit-projects' },
  { section: '信贷业务', path: '/postloan/check/list', app: 'sub-postloan' },
  { section: '信贷业务', path: '/hummingbird/index', app: 'sub-hummingbird' },
  { section: '综合服务', path: '/other/index', app: 'sub-other' },
];
/** The registry the server serves (/main/config.json). */
async function servedRegistry(origin) {
  const response = await fetch(`${origin}/main/config.json`);
  return (await response.json()).subApps;
}

/** The routes of his second firm with a sub-app: 21 apps for the thirty tabs of the heap cycle. */
const secondFirmRoutesOf = (registry) => [
  'newcrm',
  'credit',
  'postloan',
  'other',
  'kpi',
  ...registry.map(({ route }) => route).filter((route) => route.startsWith('xwd')),
];

function summarize(samples) {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (quantile) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50Ms: roundTo(at(0.5), 1),
    p95Ms: roundTo(at(0.95), 1),
    maxMs: roundTo(sorted.at(-1) ?? 0, 1),
  };
}

/**
 * Runs in the page. A capture-phase click listener keeps the click's time stamp; from then on each
 * animation frame checks whether the DOM shows what the click should show; a message posted from
 * the requestAnimationFrame callback of the first frame that does runs once that frame's style,
 * layout and paint are done.
 */
function installProbe({ stripSelector }) {
  const isVisible = (element) => {
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return (
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 0 &&
      rect.height > 0
    );
  };
  const checks = {
    /** The example sub-app's context, filled in, on screen. */
    app: (name) => {
      const user = document.querySelector(`micro-app[name="${name}"] [data-testid="subapp-user"]`);
      return isVisible(user) && user.textContent.trim() !== '';
    },
    tab: (fullPath) =>
      document
        .querySelector(
          `${stripSelector} [data-testid="tab"][data-full-path="${CSS.escape(fullPath)}"]`,
        )
        ?.closest('[role="tab"]')
        ?.getAttribute('aria-selected') === 'true',
    /** A plain page, tagged when first shown, is on screen and no sub-app covers it. */
    page: (key) => {
      const pane = document.querySelector(`[data-bench-page="${CSS.escape(key)}"]`);
      const layer = document.querySelector('.sub-app-layer');
      return pane !== null && !pane.hidden && (layer === null || layer.hidden);
    },
  };
  const holds = (expected) =>
    Object.entries(expected).every(([check, value]) => checks[check](value));

  let pending;
  addEventListener(
    'click',
    (event) => {
      if (!pending || pending.clickAt !== undefined) return;
      const current = pending;
      current.clickAt = event.timeStamp;
      current.frames = 0;
      const check = () => {
        current.frames += 1;
        if (!holds(current.expected)) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => current.done(performance.now() - current.clickAt);
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );

  window.__subAppBench = {
    holds,
    tagShownPage(key) {
      const shown = [...document.querySelectorAll('[data-testid="tab-page"]')].filter(
        (pane) => !pane.hidden,
      );
      if (shown.length !== 1) throw new Error(`${shown.length} pages on screen`);
      shown[0].dataset.benchPage = key;
    },
    /** Expects a click that shows `expected`; resolves once the page is idle. */
    arm(expected) {
      pending = { expected, clickAt: undefined };
      pending.result = new Promise((resolve, reject) => {
        pending.done = resolve;
        setTimeout(
          () => reject(new Error(`not shown within 15 s: ${JSON.stringify(expected)}`)),
          15_000,
        );
      });
      pending.result.catch(() => undefined);
      return new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
    },
    result: () => pending.result,
    /** The frames from the click to the one that showed it: 1 when the click's own frame did. */
    frames: () => pending.frames,
  };
}

async function signIn(page, origin) {
  await signInToFrame(page, origin);
  await page.evaluate(installProbe, { stripSelector: strip });
}

async function newSignedInPage(browser, origin, { prefetch = true } = {}) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  if (!prefetch) await withPrefetchLimit(context, 0);
  const page = await context.newPage();
  await signIn(page, origin);
  return { context, page };
}

/** Opens a shell page through its router, as a link inside the shell does. */
async function openInShell(page, path) {
  await page.evaluate((target) => {
    history.pushState(null, '', `/main${target}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function waitForApp(page, appName) {
  await page.waitForFunction((name) => window.__subAppBench.holds({ app: name }), appName, {
    timeout: 20_000,
  });
}

/** Clicks `locator` (a trusted input event) and answers ms from the click to the paint. */
async function timeClick(page, locator, expected) {
  await page.evaluate((value) => window.__subAppBench.arm(value), expected);
  await locator.click();
  return page.evaluate(() => window.__subAppBench.result());
}

/** Waits until the shell has prepared every menu app: its sandbox made, its styles fetched. */
async function waitForPrefetch(page, apps) {
  await page.waitForFunction(
    (names) => {
      const fetched = performance.getEntriesByType('resource').map(({ name }) => name);
      return names.every(
        (name) =>
          document.querySelector(`iframe[powered-by="micro-app"]#${name}`) !== null &&
          fetched.some((url) => url.includes(`/${name}/assets/`) && url.endsWith('.css')),
      );
    },
    apps,
    { timeout: 30_000 },
  );
}

/** Clicks each menu entry of `order` once, answering ms from each click to its app's paint. */
async function clickEachApp(page, order) {
  for (const section of new Set(menuApps.map((entry) => entry.section))) {
    await page.locator(menu).getByRole('menuitem', { name: section }).click();
  }
  const samples = [];
  for (const entry of order) {
    const item = page.locator(`${menu} [data-menu-path="${entry.path}"]`);
    await item.waitFor({ state: 'visible' });
    samples.push({
      app: entry.app,
      ms: roundTo(await timeClick(page, item, { app: entry.app }), 1),
    });
  }
  return samples;
}

/**
 * First mount, in fresh signed-in contexts, each of the ten menu entries clicked once, from the
 * click to the paint of the app's context:
 * - prepared: once the shell has prepared the menu's apps (a few seconds after the frame settles,
 *   as a user who opens an app then finds it), which is what the budget applies to;
 * - cold: with the preparing turned off; the first click of such a context also loads micro-app
 *   itself and is kept apart.
 * Beside them, the same app loaded on its own, cold.
 */
async function measureFirstMount(browser, origin) {
  const registry = await servedRegistry(origin);
  const mounts = [];
  const cold = [];
  const firstInSession = [];
  const alone = [];
  for (let round = 0; round < firstMountRounds; round += 1) {
    const order = menuApps
      .map((_, index) => menuApps[(index + round * 3) % menuApps.length])
      .slice(0, mountedPerContext);

    const prepared = await newSignedInPage(browser, origin);
    await waitForPrefetch(
      prepared.page,
      menuApps.map(({ app }) => app),
    );
    mounts.push(...(await clickEachApp(prepared.page, order)));
    await prepared.context.close();

    const unprepared = await newSignedInPage(browser, origin, { prefetch: false });
    const [first, ...rest] = await clickEachApp(unprepared.page, order);
    firstInSession.push(first);
    cold.push(...rest);
    await unprepared.context.close();

    for (const entry of menuApps.slice(round * 3, round * 3 + alonePerRound)) {
      const url = `${origin}${registry.find(({ name }) => name === entry.app).url}`;
      const { visibleMs } = await measureVisibleTime(browser, url, '[data-testid="subapp-user"]');
      alone.push({ app: entry.app, ms: roundTo(visibleMs, 1) });
    }
  }
  return { mounts, cold, firstInSession, alone };
}

/**
 * Re-show: two sub-apps and two plain tabs kept alive; clicks alternate between the two sub-app
 * tabs (each click shows a hidden app again), between the two plain tabs (the floor of a tab
 * switch), and on the empty top bar (the floor of a click), interleaved in rounds.
 */
async function measureReShow(browser, origin) {
  const { context, page } = await newSignedInPage(browser, origin);
  await page.evaluate(() => window.__subAppBench.tagShownPage('/wel/index'));
  await page.locator(strip).getByRole('tab', { name: '个人设置' }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="tab-page"]').length === 2,
  );
  await page.evaluate(() => window.__subAppBench.tagShownPage('/info/index'));
  const apps = [
    { fullPath: '/newcrm/customer/list', app: 'sub-newcrm' },
    { fullPath: '/credit/apply/list', app: 'sub-credit' },
  ];
  for (const { fullPath, app } of apps) {
    await openInShell(page, fullPath);
    await waitForApp(page, app);
  }
  const tab = (fullPath) =>
    page.locator(`${strip} [data-testid="tab"][data-full-path="${fullPath}"]`);
  const plain = ['/wel/index', '/info/index'];
  const samples = { reShow: [], plainTabs: [], floor: [] };
  const frames = { reShow: [], floor: [] };
  const framesOfLast = () => page.evaluate(() => window.__subAppBench.frames());
  const nothing = page.locator('.shell-frame__header');
  for (let round = 0; round < reShowRounds + 1; round += 1) {
    const isWarmUp = round === 0;
    // The first click of each group comes from the other group: not counted.
    await timeClick(page, tab(apps[1].fullPath), { tab: apps[1].fullPath, app: apps[1].app });
    for (let index = 0; index < switchesPerRound; index += 1) {
      const { fullPath, app } = apps[index % 2];
      const ms = await timeClick(page, tab(fullPath), { tab: fullPath, app });
      if (!isWarmUp) {
        samples.reShow.push(ms);
        frames.reShow.push(await framesOfLast());
      }
    }
    await timeClick(page, tab(plain[1]), { tab: plain[1], page: plain[1] });
    for (let index = 0; index < switchesPerRound; index += 1) {
      const key = plain[index % 2];
      const ms = await timeClick(page, tab(key), { tab: key, page: key });
      if (!isWarmUp) samples.plainTabs.push(ms);
    }
    for (let index = 0; index < switchesPerRound / 2; index += 1) {
      const box = await nothing.boundingBox();
      await page.evaluate((value) => window.__subAppBench.arm(value), { page: plain[1] });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const ms = await page.evaluate(() => window.__subAppBench.result());
      if (!isWarmUp) {
        samples.floor.push(ms);
        frames.floor.push(await framesOfLast());
      }
    }
  }
  await context.close();
  return { ...samples, frames };
}

/** Node types of a heap snapshot that are the page's own JavaScript values. */
const javaScriptTypes = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'regexp',
  'number',
  'symbol',
  'bigint',
  'object shape',
]);

/**
 * The heap by kind, from a snapshot: the page's JavaScript values, compiled code (V8 keeps
 * optimising hot functions, so this grows for a while on its own) and native objects (the
 * browser's, DevTools' network buffers among them).
 */
async function heapByKind(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[fields.indexOf('type')];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const bytes = { javaScript: 0, code: 0, other: 0 };
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = typeNames[nodes[index + typeAt]];
    const kind = javaScriptTypes.has(type) ? 'javaScript' : type === 'code' ? 'code' : 'other';
    bytes[kind] += nodes[index + sizeAt];
  }
  return bytes;
}

/**
 * Heap: in zhangsan's second firm, thirty sub-app tabs (21 apps) are opened one after another,
 * each shown until its app painted, then all closed at once ('close all'); once to warm up, then
 * ten times. The JS heap of the page (the sandboxes' included: same-origin iframes share it)
 * after forced collections: before any sub-app, after the warm-up and after each cycle.
 */
async function measureHeap(browser, origin) {
  const registry = await servedRegistry(origin);
  const secondFirmRoutes = secondFirmRoutesOf(registry);
  const appOf = (route) => registry.find((entry) => entry.route === route).name;
  const { context, page } = await newSignedInPage(browser, origin);
  const cdp = await context.newCDPSession(page);
  await switchToSecondFirm(page);
  const routeOfTab = (index) => secondFirmRoutes[index % secondFirmRoutes.length];
  const openedApps = [
    ...new Set(Array.from({ length: tabsPerCycle }, (_, index) => appOf(routeOfTab(index)))),
  ];
  // Closed, the apps leave nothing: no micro-app element, none of their sandboxes. An app a
  // cycle of fewer tabs (the short mode's) does not open keeps the sandbox the shell prepared.
  const noSubApps = () =>
    page.waitForFunction(
      (names) =>
        document.querySelector('micro-app') === null &&
        names.every((name) => !document.querySelector(`iframe[powered-by="micro-app"]#${name}`)),
      openedApps,
    );
  const cycle = async () => {
    for (let index = 0; index < tabsPerCycle; index += 1) {
      const route = routeOfTab(index);
      await openInShell(page, `/${route}/page-${index + 1}`);
      await waitForApp(page, appOf(route));
    }
    // The tab on screen is in view (the strip scrolls to it); its menu closes them all.
    await page.locator(`${strip} [role="tab"][aria-selected="true"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await noSubApps();
    return heapAfterCollections(cdp);
  };
  const coldBytes = await heapAfterCollections(cdp);
  // Once: micro-app's code, the hosting code paths compiled, the caches of the first mounts.
  const startBytes = await cycle();
  const startByKind = await heapByKind(cdp);
  const afterCycles = [];
  for (let index = 0; index < heapCycles; index += 1) afterCycles.push(await cycle());
  const finalByKind = await heapByKind(cdp);
  await context.close();
  return {
    coldBytes,
    startBytes,
    afterCycles,
    startByKind,
    finalByKind,
    appCount: secondFirmRoutes.length,
  };
}

const portal = await startPortal(port);
const browser = await launchChromium();
try {
  const firstMount = await measureFirstMount(browser, portal.origin);
  const reShowSamples = await measureReShow(browser, portal.origin);
  const heap = await measureHeap(browser, portal.origin);
  // The budget's run: a browser whose V8 runs no optimising compiler (Maglev, TurboFan), so what
  // grows is what the pages keep, not machine code for hot functions.
  const unoptimisingBrowser = await launchChromium(['--js-flags=--max-opt=1']);
  const unoptimisedHeap = await measureHeap(unoptimisingBrowser, portal.origin).finally(() =>
    unoptimisingBrowser.close(),
  );
  const unoptimisedGrowth =
    (unoptimisedHeap.afterCycles.at(-1) - unoptimisedHeap.startBytes) / unoptimisedHeap.startBytes;

  const mountMedian = roundTo(median(firstMount.mounts.map((sample) => sample.ms)), 1);
  const coldMedian = roundTo(median(firstMount.cold.map((sample) => sample.ms)), 1);
  const aloneMedian = roundTo(median(firstMount.alone.map((sample) => sample.ms)), 1);
  const reShow = summarize(reShowSamples.reShow);
  const plainTabs = summarize(reShowSamples.plainTabs);
  const floor = summarize(reShowSamples.floor);
  const inFirstFrame = (counts) =>
    roundTo(counts.filter((count) => count === 1).length / Math.max(counts.length, 1), 3);
  const finalBytes = heap.afterCycles.at(-1);
  const optimisedGrowth = (finalBytes - heap.startBytes) / heap.startBytes;
  const megabytes = (bytes) => roundTo(bytes / 1024 / 1024, 2);
  // Where the growth is, from heap snapshots after the warm-up and after the last cycle.
  const byKindMb = ({ startByKind, finalByKind }) =>
    Object.fromEntries(
      Object.keys(startByKind).map((kind) => [
        kind,
        { start: megabytes(startByKind[kind]), final: megabytes(finalByKind[kind]) },
      ]),
    );
  const result = {
    measure: 'sub-apps',
    description:
      'The example sub-application in the shell: first mount (a menu click to the paint of its context), re-show from keep-alive (a tab click to the paint of the kept app), and the JS heap after opening and closing thirty sub-app tabs ten times',
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium: browser.version(),
    method:
      "Playwright clicks (trusted input events) in Debian's Chromium, headless, 1440x900, against the real server. In the page: the click's event.timeStamp (capture-phase listener) to a MessageChannel message posted from the requestAnimationFrame callback of the first frame whose DOM shows the expected state; that message runs once the frame's style, layout and paint are done. Heap: HeapProfiler.collectGarbage three times, then Runtime.getHeapUsage (the page's isolate, its same-origin sandbox iframes included).",
    firstMount: {
      description:
        "Menu click to the paint of the app's context, each of the ten menu apps once per fresh signed-in context. Prepared (the budget): once the shell has prepared the menu's apps, a few seconds after the frame settled (their HTML and styles fetched, their iframe sandbox made), so the click runs the app's script and React renders. Cold: the preparing turned off (subAppPrefetchLimit 0), so micro-app also fetches the HTML and makes the sandbox; the first click of such a context also loads micro-app itself and is reported apart. Baseline: the same app loaded on its own in a fresh context (navigation start to the same paint), in the same run",
      medianMs: mountMedian,
      samples: firstMount.mounts,
      cold: { medianMs: coldMedian, samples: firstMount.cold },
      firstInSession: firstMount.firstInSession,
      alone: { medianMs: aloneMedian, samples: firstMount.alone },
      ratioToAlone: roundTo(mountMedian / aloneMedian, 3),
      budgetMedianMs: budgets.firstMountMedianMs,
      withinBudget: mountMedian <= budgets.firstMountMedianMs,
    },
    reShow: {
      description:
        'Click on the tab of a kept-alive sub-app, hidden, to the paint showing it again (its tab selected, its context visible); two sub-apps alternating. Floors in the same run: two plain kept tabs (home and settings) alternating, and a click on the empty top bar. inFirstFrameShare: the share of re-shows whose state the first animation frame after the click already showed (painted in the frame the click started, not a later one), beside the same for the click floor',
      ...reShow,
      plainTabs,
      floor,
      // Painted in the frame the click started (the first animation frame after it showed it),
      // as against a later one: the share of clicks, the re-shows' and the click floor's.
      inFirstFrameShare: inFirstFrame(reShowSamples.frames.reShow),
      floorInFirstFrameShare: inFirstFrame(reShowSamples.frames.floor),
      ratioP95ToPlainTabs: roundTo(reShow.p95Ms / plainTabs.p95Ms, 3),
      ratioP50ToPlainTabs: roundTo(reShow.p50Ms / plainTabs.p50Ms, 3),
      budgetP95Ms: budgets.reShowP95Ms,
      withinBudget: reShow.p95Ms <= budgets.reShowP95Ms,
    },
    heap: {
      description: `${tabsPerCycle} sub-app tabs (${unoptimisedHeap.appCount} apps) opened, each until its app painted, then 'close all'; one such cycle first (warm-up), then ${heapCycles}; the heap after the warm-up is the start. The budget applies to the run in a Chromium started with --js-flags=--max-opt=1 (Ignition and Sparkplug only): every value the pages keep is in it, V8's optimised machine code is not (docs/decisions/0007-heap-budget-reading.md)`,
      startMb: megabytes(unoptimisedHeap.startBytes),
      afterCyclesMb: unoptimisedHeap.afterCycles.map(megabytes),
      growth: roundTo(unoptimisedGrowth, 3),
      byKindMb: byKindMb(unoptimisedHeap),
      budgetGrowth: budgets.heapGrowth,
      withinBudget: unoptimisedGrowth <= budgets.heapGrowth,
      withOptimisingCompilers: {
        description:
          "The same cycles in Chromium's default V8, where Maglev and TurboFan keep compiling more of the shell's hot functions as the same work repeats; the heap before any sub-app (micro-app not loaded yet) is coldStartMb, and heap snapshots after the warm-up and after the last cycle split the heap into the page's JavaScript values, compiled code and the rest",
        coldStartMb: megabytes(heap.coldBytes),
        startMb: megabytes(heap.startBytes),
        afterCyclesMb: heap.afterCycles.map(megabytes),
        finalMb: megabytes(finalBytes),
        growth: roundTo(optimisedGrowth, 3),
        byKindMb: byKindMb(heap),
      },
    },
  };
  writeResult('sub-apps.json', result);
  console.log(
    `sub-app first mount: median ${mountMedian} ms prepared (${firstMount.mounts.length} mounts), ${coldMedian} ms cold, alone ${aloneMedian} ms, ${result.firstMount.ratioToAlone}x; budget ${budgets.firstMountMedianMs} ms: ${verdict(result.firstMount.withinBudget)}`,
  );
  console.log(
    `sub-app re-show: p50 ${reShow.p50Ms} ms, p95 ${reShow.p95Ms} ms; plain tabs p95 ${plainTabs.p95Ms} ms (${result.reShow.ratioP95ToPlainTabs}x); click floor p95 ${floor.p95Ms} ms; in the click's frame ${roundTo(result.reShow.inFirstFrameShare * 100, 1)}% (the floor ${roundTo(result.reShow.floorInFirstFrameShare * 100, 1)}%); budget p95 ${budgets.reShowP95Ms} ms: ${verdict(result.reShow.withinBudget)}`,
  );
  const optimised = result.heap.withOptimisingCompilers;
  console.log(
    `sub-app heap: ${result.heap.startMb} -> ${result.heap.afterCyclesMb.at(-1)} MB after ${heapCycles} cycles of ${tabsPerCycle} tabs (${roundTo(unoptimisedGrowth * 100, 1)}%); budget ${budgets.heapGrowth * 100}%: ${verdict(result.heap.withinBudget)}. With the optimising compilers: ${optimised.startMb} -> ${optimised.finalMb} MB (${roundTo(optimisedGrowth * 100, 1)}%), JavaScript values ${optimised.byKindMb.javaScript.start} -> ${optimised.byKindMb.javaScript.final} MB, compiled code ${optimised.byKindMb.code.start} -> ${optimised.byKindMb.code.final} MB`,
  );
} finally {
  await browser.close();
  await portal.close();
}
