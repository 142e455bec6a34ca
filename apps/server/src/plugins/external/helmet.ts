import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@portal/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** The empty page of the shell micro-app's iframe sandboxes start from (the shell's iframeSrc). */
export const subAppSandboxPath = '/main/micro-app-sandbox.html';

const originsOf = (urls: readonly string[]) => [
  ...new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []))),
];

/**
 * The policy of the shell's pages, and the one of the sandbox page, where sub-applications'
 * scripts run: micro-app's iframe sandbox runs every classic script (a webpack build's) as an
 * inline <script> in it, and points its <base> at the app's origin so that paths of the app's
 * own server reach it. Nothing else differs; the shell's own pages allow no unsafe script source.
 */
function helmetOptions(
  runtimeConfig: RuntimeConfig,
  { isSandbox }: { isSandbox: boolean },
): FastifyHelmetOptions {
  const subAppUrls = runtimeConfig.subApps.map((app) => app.url);
  const subAppOrigins = originsOf(subAppUrls);
  const origins = originsOf([...subAppUrls, ...Object.values(runtimeConfig.api)]);
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
        connectSrc: ["'self'", ...origins],
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

export default fp<{ runtimeConfig: RuntimeConfig }>(
  async (app, { runtimeConfig }) => {
    const headers = await helmetHeaders(helmetOptions(runtimeConfig, { isSandbox: false }));
    const sandboxHeaders = await helmetHeaders(helmetOptions(runtimeConfig, { isSandbox: true }));
    const isSandboxPage = (url: string) =>
      url.startsWith(subAppSandboxPath) &&
      (url.length === subAppSandboxPath.length || url[subAppSandboxPath.length] === '?');
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of isSandboxPage(request.url) ? sandboxHeaders : headers) {
        reply.header(name, value);
      }
      done();
    });
  },
  { name: 'helmet' },
);
