import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../../e2e/support/environment.ts';

export async function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Opens `url` in a fresh context, runs `act` (if any) on the page, waits for `readySelector`, and
 * sums the gzip size (level 9) of every JavaScript response the page loaded on the way.
 */
export async function measureJavaScript(browser, url, readySelector, act = async () => {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await act(page);
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    files.push({
      url: new URL(response.url()).pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  await context.close();
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
