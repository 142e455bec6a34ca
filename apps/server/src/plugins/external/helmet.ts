import helmet from '@fastify/helmet';
import type { RuntimeConfig } from '@portal/contract';
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

export default fp<{ runtimeConfig: RuntimeConfig }>(
  async (app, { runtimeConfig }) => {
    const origins = foreignOrigins(runtimeConfig);
    await app.register(helmet, {
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
    });
  },
  { name: 'helmet' },
);
