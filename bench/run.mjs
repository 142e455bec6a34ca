// `npm run bench`: builds what it measures, runs every measure, and writes JSON to bench/results/.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, measureJavaScript } from './lib/browser.mjs';
import { serveStatic, startPortal } from './lib/servers.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDirectory = join(root, 'bench/results');
const budgets = { login: 150 * 1024, workbench: 300 * 1024 };

async function signInAsDemoUser(page) {
  await page.getByTestId('login-username').fill('zhangsan');
  await page.getByTestId('login-password').fill('Portal@2026');
  await page.getByTestId('login-submit').click();
}

function describe(name, measured, baseline) {
  return {
    page: name,
    totalGzipBytes: measured.totalGzipBytes,
    ratioToBlank: Number((measured.totalGzipBytes / baseline.totalGzipBytes).toFixed(3)),
    files: measured.files,
  };
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

execSync('npx vite build --config bench/blank/vite.config.mjs', { cwd: root, stdio: 'inherit' });
execSync('npm run build --workspace @portal/shell', { cwd: root, stdio: 'inherit' });

const blank = await serveStatic(join(root, 'bench/.build/blank'), '/blank/');
const portal = await startPortal(Number(process.env.BENCH_PORT ?? 18421));
const browser = await launchChromium();
try {
  const baseline = await measureJavaScript(browser, `${blank.origin}/blank/`, '#ready');
  const login = await measureJavaScript(browser, `${portal.origin}/main/login`, 'form');
  const workbench = await measureJavaScript(
    browser,
    `${portal.origin}/main/login`,
    '[data-testid="current-user-name"]',
    signInAsDemoUser,
  );
  const result = {
    measure: 'javascript-gzip-bytes',
    description:
      'gzip bytes (level 9) of the JavaScript a page loads in Chromium, against a blank Vite + React page built in the same run',
    measuredAt: new Date().toISOString(),
    node: process.version,
    baseline: {
      page: 'blank Vite + React',
      totalGzipBytes: baseline.totalGzipBytes,
      files: baseline.files,
    },
    login: { ...describe('/main/login', login, baseline), budgetGzipBytes: budgets.login },
    workbench: {
      ...describe('/main/login, signed in, to /main/wel/index', workbench, baseline),
      budgetGzipBytes: budgets.workbench,
    },
  };
  mkdirSync(resultsDirectory, { recursive: true });
  writeFileSync(
    join(resultsDirectory, 'javascript-size.json'),
    JSON.stringify(result, null, 2) + '\n',
  );
  console.log(`blank Vite + React: ${kilobytes(baseline.totalGzipBytes)} gz`);
  for (const [name, measured, budget] of [
    ['login', login, budgets.login],
    ['workbench', workbench, budgets.workbench],
  ]) {
    const verdict = measured.totalGzipBytes <= budget ? 'within' : 'OVER';
    console.log(
      `${name}: ${kilobytes(measured.totalGzipBytes)} gz, ${(measured.totalGzipBytes / baseline.totalGzipBytes).toFixed(2)}x blank; budget ${kilobytes(budget)}: ${verdict}`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
  await blank.close();
}
