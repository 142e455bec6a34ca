// `npm run bench`: builds what it measures, runs every measure, and writes JSON to bench/results/.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, measureJavaScript } from './lib/browser.mjs';
import { serveStatic, startPortal } from './lib/servers.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDirectory = join(root, 'bench/results');
const budgets = { loginJavaScriptGzipBytes: 150 * 1024 };

execSync('npx vite build --config bench/blank/vite.config.mjs', { cwd: root, stdio: 'inherit' });
execSync('npm run build --workspace @portal/shell', { cwd: root, stdio: 'inherit' });

const blank = await serveStatic(join(root, 'bench/.build/blank'), '/blank/');
const portal = await startPortal(Number(process.env.BENCH_PORT ?? 18421));
const browser = await launchChromium();
try {
  const baseline = await measureJavaScript(browser, `${blank.origin}/blank/`, '#ready');
  const login = await measureJavaScript(browser, `${portal.origin}/main/login`, 'form');
  const result = {
    measure: 'login-javascript',
    description:
      'gzip bytes (level 9) of the JavaScript /main/login loads in Chromium, against a blank Vite + React page built in the same run',
    measuredAt: new Date().toISOString(),
    node: process.version,
    baseline: {
      page: 'blank Vite + React',
      totalGzipBytes: baseline.totalGzipBytes,
      files: baseline.files,
    },
    login: { page: '/main/login', totalGzipBytes: login.totalGzipBytes, files: login.files },
    ratio: Number((login.totalGzipBytes / baseline.totalGzipBytes).toFixed(3)),
    budgetGzipBytes: budgets.loginJavaScriptGzipBytes,
    withinBudget: login.totalGzipBytes <= budgets.loginJavaScriptGzipBytes,
  };
  mkdirSync(resultsDirectory, { recursive: true });
  writeFileSync(
    join(resultsDirectory, 'login-javascript.json'),
    JSON.stringify(result, null, 2) + '\n',
  );
  console.log(
    `login JS: ${(login.totalGzipBytes / 1024).toFixed(1)} KB gz; blank Vite + React: ${(baseline.totalGzipBytes / 1024).toFixed(1)} KB gz; ratio ${result.ratio}; budget ${budgets.loginJavaScriptGzipBytes / 1024} KB: ${result.withinBudget ? 'within' : 'OVER'}`,
  );
} finally {
  await browser.close();
  await portal.close();
  await blank.close();
}
