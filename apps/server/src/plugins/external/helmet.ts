import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@portal/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RegistrySnapshot } from '../app/sub-app-registry';

/** The empty page of the shell micro-app's iframe sandboxes start from (the shell's iframeSrc). */
export const subAppSandboxPath = '/main/micro-app-sandbox.html';

const originsOf = (urls: readonly string[]) => [
  ...new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []))),
];

/** The WebSocket origins of http(s) urls: a development server's hot reload talks over them. */
const socketOriginsOf = (urls: readonly string[]) =>
  originsOf(urls).map((origin) => origin.replace(/^http/, 'ws'));

/**
 * The policy of the shell's pages, and the one of the sandbox page, where sub-applications'
 * scripts run: micro-app's iframe sandbox runs every classic script (a webpack build's) as an
 * inline <script> in it, and points its <base> at the app's origin so that paths of the app's
 * own server reach it. Nothing else differs; the shell's own pages allow no unsafe script source.
 */
function helmetOptions(
  {
    api,
    subAppUrls,
    developerUrls = [],
  }: {
    api: RuntimeConfig['api'];
    subAppUrls: readonly string[];
    developerUrls?: readonly string[];
  },
  { isSandbox }: { isSandbox: boolean },
): FastifyHelmetOptions {
  const subAppOrigins = originsOf([...subAppUrls, ...developerUrls]);
  const origins = originsOf([...subAppUrls, ...developerUrls, ...Object.values(api)]);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(isSandbox ? ["'unsafe-inline'"] : []), ...origins],
        // antd's CSS-in-JS injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...origins],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        fontSrc: ["'self'", 'data:', ...origins],
        connectSrc: ["'self'", ...origins, ...socketOriginsOf(developerUrls)],
        // The /iframe route and menu links embed any http(s) page.
        frameSrc: ["'self'", 'http:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'", ...(isSandbox ? subAppOrigins : [])],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  };
}

/**
 * The headers @fastify/helmet sets with these options, asked of it once on an instance of its
 * own. Without nonces they are the same on every answer, and @fastify/helmet would parse its
 * options and rebuild them on every request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, string][] = [];
  probe.get('/', async (_request, reply) => {
    // Nothing but helmet has written to the response yet.
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('@fastify/helmet set no header');
  return headers;
}

type PageHeaders = { page: [string, string][]; sandbox: [string, string][] };

const isSandboxPage = (url: string) =>
  url.startsWith(subAppSandboxPath) &&
  (url.length === subAppSandboxPath.length || url[subAppSandboxPath.length] === '?');

/** The most policies kept of pages with a development server: a few developers at a time. */
const developerPoliciesKept = 16;

/**
 * The policy names the registry's origins (migration 0019), which an administrator changes
 * without a restart. A page (a request for HTML, or the sandbox page) gets the policy of the
 * registry as it is now; any other answer, which no browser applies a policy of, the last one made.
 * `pageUrlsOf` names what else a page request's own browser runs (a developer's development
 * server, decision 0026): that page's policy names its origin too, no other page's.
 */
export default fp<{
  api: RuntimeConfig['api'];
  pageUrlsOf?: (request: FastifyRequest) => Promise<readonly string[]>;
}>(
  async (app, { api, pageUrlsOf }) => {
    const made = new Map<string, Promise<PageHeaders>>();
    const madeForDevelopers = new Map<string, Promise<PageHeaders>>();
    const headersFor = (subAppUrls: readonly string[], developerUrls: readonly string[] = []) => {
      const key = [...subAppUrls, '', ...developerUrls].join('\n');
      const kept = developerUrls.length === 0 ? made : madeForDevelopers;
      let headers = kept.get(key);
      if (!headers) {
        const options = (isSandbox: boolean) =>
          helmetOptions({ api, subAppUrls, developerUrls }, { isSandbox });
        headers = Promise.all([helmetHeaders(options(false)), helmetHeaders(options(true))]).then(
          ([page, sandbox]) => ({ page, sandbox }),
        );
        // The registry changes a few times a month: the newest two policies are plenty.
        const limit = developerUrls.length === 0 ? 2 : developerPoliciesKept;
        if (kept.size >= limit) kept.delete(kept.keys().next().value ?? '');
        kept.set(key, headers);
      }
      return headers;
    };
    const urlsOf = (snapshot: RegistrySnapshot | null) =>
      (snapshot?.entries ?? []).flatMap(({ url }) => (url === undefined ? [] : [url]));
    let last = await headersFor([]);
    // A database that does not answer yet must not stop the start: the first page reads it again.
    app.addHook('onReady', async () => {
      const snapshot = await app.subAppRegistry.current().catch(() => null);
      if (snapshot) last = await headersFor(urlsOf(snapshot));
    });

    app.addHook('onRequest', async (request, reply) => {
      const isSandbox = isSandboxPage(request.url);
      let headers = last;
      if (isSandbox || request.headers.accept?.includes('text/html')) {
        // A database that does not answer must not keep the shell's page (and its error view) away.
        const snapshot = await app.subAppRegistry
          .current()
          .catch(() => app.subAppRegistry.lastRead());
        const developerUrls = (await pageUrlsOf?.(request)) ?? [];
        headers = await headersFor(urlsOf(snapshot), developerUrls);
        // Another answer never takes a developer's policy.
        if (developerUrls.length === 0) last = headers;
      }
      for (const [name, value] of isSandbox ? headers.sandbox : headers.page) {
        reply.header(name, value);
      }
    });
  },
  { name: 'helmet' },
);
