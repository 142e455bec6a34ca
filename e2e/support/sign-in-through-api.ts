import { expect, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { DemoUser } from './fixtures';

/** A page of the e2e server's origin that the server never serves: answered here, blank. */
const blankPagePath = '/e2e-blank-page';

const shellSources = fileURLToPath(new URL('../../apps/shell/src', import.meta.url));

let signInScript: Promise<string> | undefined;

type ShellSignIn = { signInAsTheShellDoes: (username: string, password: string) => Promise<void> };

/**
 * The shell's sign-in (apps/shell/src/test/sign-in-in-page.ts) bundled from its sources for a
 * page, once a worker: `window.signInAsTheShellDoes(username, password)`.
 */
function shellSignInScript(): Promise<string> {
  signInScript ??= build({
    entryPoints: [`${shellSources}/test/sign-in-in-page.ts`],
    alias: { '@': shellSources },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: {
      'import.meta.env': JSON.stringify({ BASE_URL: '/main/', DEV: false, PROD: true }),
    },
    // The answers' schemas, which the shell checks in development only, stay out of the bundle.
    plugins: [
      {
        name: 'contract-schemas-left-out',
        setup: (bundle) =>
          bundle.onResolve({ filter: /^@portal\/contract$/ }, ({ path }) => ({
            path,
            external: true,
          })),
      },
    ],
    logLevel: 'silent',
  }).then(({ outputFiles }) => outputFiles.map((file) => file.text).join('\n'));
  return signInScript;
}

/**
 * Signs in with the shell's own session code, run in a blank page of the origin before the shell
 * first loads (a test that signs out and reloads stays signed out): the token call sets the
 * session's cookie in the browser, and the session is stored as the login page stores it. Then
 * opens the workbench.
 */
export async function signInThroughApi(page: Page, user: DemoUser) {
  const [script] = await Promise.all([shellSignInScript(), openBlankPage(page)]);
  await page.addScriptTag({ content: script });
  await page.evaluate(
    ({ username, password }) =>
      (window as unknown as ShellSignIn).signInAsTheShellDoes(username, password),
    user,
  );
  await page.unroute(blankPagePath);
  await page.goto('/main/wel/index');
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
}

async function openBlankPage(page: Page) {
  await page.route(blankPagePath, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(blankPagePath);
}
