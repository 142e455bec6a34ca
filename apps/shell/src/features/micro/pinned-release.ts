import { getRuntimeConfig, subscribeRuntimeConfig } from '@/lib/runtime-config';
import { getPinsOf } from './api/get-pins';
import { subAppReleases } from './sub-app-releases';

/** What a pinned app's files must hash to: its registry url's folder and the manifest's files. */
type Pins = { base: URL; files: Readonly<Record<string, string>> };

/** A file of a pinned app that is not the one its release manifest names: it never runs. */
export class PinMismatchError extends Error {
  constructor(
    readonly url: string,
    readonly expected: string | undefined,
    readonly actual: string,
  ) {
    super(
      expected === undefined
        ? `${url} is not in the app's release manifest`
        : `${url} does not match the app's release manifest (${expected} pinned, ${actual} fetched)`,
    );
    this.name = 'PinMismatchError';
  }
}

const pinsByEntry = new Map<string, Promise<Pins | undefined>>();
// A registry the shell takes again may pin another release at the same url.
subscribeRuntimeConfig(() => pinsByEntry.clear());
/** Scripts and styles a page named, checked before the page was handed over: taken once each. */
const checkedAhead = new Map<string, Promise<string>>();

/**
 * The pins of an app's current registry entry, asked once per app and url; none: unpinned. An app
 * its rollout runs at a release is pinned to that release's manifest, at that release's url.
 */
function pinsOf(appName: string): Promise<Pins | undefined> {
  const entry = getRuntimeConfig().subApps.find(({ name }) => name === appName);
  const release = subAppReleases()?.[appName];
  if (!entry?.url || (!entry.pinned && !release)) return Promise.resolve(undefined);
  // A developer's own session runs their development server, which no release pins; the frame's
  // banner says so (decision 0026).
  if (release?.developer) return Promise.resolve(undefined);
  // The shell's development build mounts the app's development server, which no release pins.
  if (import.meta.env.DEV && entry.devUrl) return Promise.resolve(undefined);
  const base = new URL(release?.url ?? entry.url, window.location.href);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  const key = `${appName} ${release?.version ?? ''} ${base.href}`;
  let pins = pinsByEntry.get(key);
  if (!pins) {
    // Pinned: whatever the answer, nothing unpinned runs (fail closed).
    pins = getPinsOf(appName, release?.version).then((manifest) => ({
      base,
      files: manifest?.files ?? {},
    }));
    pins.catch(() => pinsByEntry.delete(key));
    pinsByEntry.set(key, pins);
  }
  return pins;
}

/** A file's path in the manifest: below the entry's folder, `index.html` for the folder. */
function manifestPath(base: URL, url: string): string | undefined {
  const file = new URL(url, base);
  if (file.origin !== base.origin || !file.pathname.startsWith(base.pathname)) return undefined;
  const path = decodeURIComponent(file.pathname.slice(base.pathname.length));
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

async function sriOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

/** The scripts and styles a page names, as absolute urls. */
function resourcesOf(html: string, pageUrl: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const named = [
    ...[...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    ...[...page.querySelectorAll('link[rel~="stylesheet"][href]')].map((link) =>
      link.getAttribute('href'),
    ),
  ];
  return named
    .filter((url): url is string => url !== null && url !== '')
    .map((url) => new URL(url, pageUrl).href);
}

/**
 * The page with each module script's pin as its `integrity`: micro-app hands a module script's
 * url to the browser, which fetches it again itself, so the browser must check it too. (What a
 * module imports is fetched by the browser alone: docs/sub-apps.md, "Pinned releases".)
 */
function withModuleIntegrity(html: string, pageUrl: string, pins: Pins): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const modules = [...page.querySelectorAll('script[type="module"][src]')];
  if (modules.length === 0) return html;
  for (const script of modules) {
    const path = manifestPath(pins.base, new URL(script.getAttribute('src') ?? '', pageUrl).href);
    const pin = path === undefined ? undefined : pins.files[path];
    if (pin) script.setAttribute('integrity', pin);
  }
  return `<!doctype html>\n${page.documentElement.outerHTML}`;
}

type FetchBytes = (url: string) => Promise<ArrayBuffer>;

async function check(pins: Pins, appName: string, url: string, fetchBytes: FetchBytes) {
  const path = manifestPath(pins.base, url);
  const expected = path === undefined ? undefined : pins.files[path];
  const bytes = await fetchBytes(url);
  const actual = await sriOf(bytes);
  if (expected !== actual) throw new PinMismatchError(url, expected, actual);
  const text = new TextDecoder().decode(bytes);
  if (path?.endsWith('.html')) {
    const named = resourcesOf(text, url);
    const checks = named.map((each) => check(pins, appName, each, fetchBytes));
    named.forEach((each, index) => {
      const checking = checks[index];
      if (!checking) return;
      checkedAhead.set(`${appName} ${each}`, checking);
      // Its failure is the page's, below; a copy left behind is not.
      checking.catch(() => checkedAhead.delete(`${appName} ${each}`));
    });
    await Promise.all(checks);
    return withModuleIntegrity(text, url, pins);
  }
  return text;
}

/**
 * A sub-app's resource as micro-app asks for it (`fetchBytes` gets it), checked against the
 * app's pinned release when its registry entry pins one (docs/sub-apps.md, "Pinned releases").
 * A page is handed over only once every script and style it names has been fetched and checked:
 * one changed byte anywhere and none of it runs. Throws PinMismatchError.
 */
export async function fetchPinned(
  appName: string,
  url: string,
  fetchBytes: FetchBytes,
): Promise<string> {
  const pins = await pinsOf(appName);
  if (!pins) return new TextDecoder().decode(await fetchBytes(url));
  const key = `${appName} ${url}`;
  const ahead = checkedAhead.get(key);
  if (ahead) {
    checkedAhead.delete(key);
    return ahead;
  }
  return check(pins, appName, url, fetchBytes);
}
