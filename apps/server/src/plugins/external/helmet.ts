import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@portal/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** Origins outside ours the shell loads sub-applications or calls APIs from. */
function foreignOrigins(runtimeConfig: RuntimeConfig): string[] {
  const urls = [
    ...runtimeConfig.subApps.map((app) => app.url),
    ...Object.values(runtimeConfig.api),
  ];
  const origins = urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

function helmetOptions(runtimeConfig: RuntimeConfig): FastifyHelmetOptions {
  const origins = foreignOrigins(runtimeConfig);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // micro-app evaluates sub-application scripts with new Function: it needs unsafe-eval.
        scriptSrc: ["'self'", "'unsafe-eval'", ...origins],
        // antd's CSS-in-JS injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...origins],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        fontSrc: ["'self'", 'data:', ...origins],
        connectSrc: ["'self'", ...origins],
        // The /iframe route and menu links embed any http(s) page.
        frameSrc: ["'self'", 'http:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
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
    const headers = await helmetHeaders(helmetOptions(runtimeConfig));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: 'helmet' },
);
