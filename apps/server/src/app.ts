import { resultCode } from '@portal/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { answerClientError } from './http/client-error-answer';
import { systemClock, type Clock } from './lib/clock';
import { failure } from './http/envelope';
import { apiBase, shellBase } from './http/own-paths';
import { validatorCompiler } from './http/validator-compiler';
import { createUrlChecker } from './lib/check-page-url';
import { createAppFileFetcher } from './lib/source-maps/app-file-fetcher';
import { createStackMapper } from './lib/source-maps/stack-mapper';
import { translate } from './messages/catalogue';
import { negotiateLanguage } from './messages/negotiate-language';
import auditRoutes from './modules/audit/routes';
import appTokenRoute from './modules/auth/app-token-route';
import logoutRoute from './modules/auth/logout-route';
import crmRoutes from './modules/crm/routes';
import developerOverrideRoutes from './modules/developer-overrides/routes';
import developerGrantRoutes from './modules/developer-overrides/security-routes';
import tokenRoute from './modules/auth/token-route';
import passkeyOptionsRoute from './modules/auth/passkey-options-route';
import passkeyRoutes from './modules/auth/passkey-routes';
import { requireSecondFactorHook } from './modules/auth/require-second-factor';
import totpRoutes from './modules/auth/totp-routes';
import proofRoute from './modules/auth/proof-route';
import sessionWatchRoute from './modules/auth/session-watch-route';
import financeRoutes from './modules/finance/routes';
import feedbackRoutes from './modules/feedback/routes';
import { evaluateAlertRules } from './modules/operations/evaluate-alert-rules';
import { queueRollbackAlerts } from './modules/operations/rollback-alerts';
import operationsRoutes from './modules/operations/routes';
import registryRequestRoutes from './modules/registry/registry-request-routes';
import registryRoutes from './modules/registry/routes';
import publishReleaseRoute from './modules/releases/publish-route';
import releaseRoutes from './modules/releases/routes';
import runningReleasesRoute from './modules/releases/running-releases-route';
import { watchCanaries } from './modules/releases/watch-canaries';
import menuAdminRoutes from './modules/menu-admin/routes';
import securityRoutes from './modules/security/routes';
import homeRoutes from './modules/home/routes';
import demoPortalRoutes, { demoPortalPath } from './modules/shell/demo-portal-routes';
import exampleSubAppRoutes from './modules/shell/example-sub-app-routes';
import { buildRuntimeConfig } from './modules/shell/runtime-config';
import fftaskRoutes from './modules/fftask/routes';
import shellRoutes from './modules/shell/routes';
import subAppPinsRoute from './modules/shell/sub-app-pins-route';
import recallRoute from './modules/todo/recall-route';
import todoRoutes from './modules/todo/routes';
import upmsRoutes from './modules/upms/routes';
import userRoutes from './modules/upms/user-routes';
import alerts from './plugins/app/alerts';
import audit from './plugins/app/audit';
import automaticRollbacks from './plugins/app/automatic-rollbacks';
import auditShipping from './plugins/app/audit-shipping';
import authentication from './plugins/app/authentication';
import clockPlugin from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import developerOverrides from './plugins/app/developer-overrides';
import errorHandler from './plugins/app/error-handler';
import gracefulClose from './plugins/app/graceful-close';
import health from './plugins/app/health';
import jsonBody from './plugins/app/json-body';
import messages from './plugins/app/messages';
import metrics from './plugins/app/metrics/metrics';
import repositories from './plugins/app/repositories';
import retention from './plugins/app/retention';
import subAppRegistry from './plugins/app/sub-app-registry';
import requestId, { requestIdOf } from './plugins/app/request-id';
import serverTiming from './plugins/app/server-timing';
import cookie from './plugins/external/cookie';
import formbody from './plugins/external/formbody';
import helmet from './plugins/external/helmet';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';

/** The whole application as one plugin: external plugins, then ours, then the routes. */
export const portalApp = fp<{ config: Config; clock?: Clock }>(
  async (app, { config, clock = systemClock }) => {
    const runtimeConfig = buildRuntimeConfig(config);

    await app.register(formbody);
    await app.register(cookie);
    await app.register(helmet, {
      api: runtimeConfig.api,
      // A developer's pages admit their development server (decision 0026), no one else's.
      pageUrlsOf: (request) => app.developerOverrides.pageUrlsOf(request),
    });
    await app.register(staticFiles, { root: config.shellDist });
    await app.register(swagger);

    await app.register(configPlugin, { config });
    await app.register(clockPlugin, { clock });
    await app.register(jsonBody);
    await app.register(messages);
    await app.register(errorHandler);
    await app.register(database, { database: config.database });
    await app.register(repositories);
    await app.register(subAppRegistry);
    await app.register(developerOverrides);
    await app.register(authentication);
    await app.register(auditShipping);
    await app.register(audit);
    await app.register(retention);
    await app.register(health);

    // Stacks of error reports through source maps: for the operations view and the alerts.
    const stackMapper = createStackMapper({
      shellDist: config.shellDist,
      shellBase,
      fetchAppFile: createAppFileFetcher(
        config.seedDemo
          ? {
              askSelf: async (path) => {
                const answer = await app.inject({ url: path });
                return answer.statusCode === 200 ? answer.rawPayload : null;
              },
            }
          : {},
      ),
    });
    // The apps' urls checked as the shell loads them, each answer kept half a minute: one check
    // for the operations page and the alerts alike.
    const checkUrl = createUrlChecker({
      now: () => app.clock.now(),
      ...(config.seedDemo
        ? {
            askSelf: async (path: string) => {
              const answer = await app.inject({ url: path, headers: { accept: 'text/html' } });
              return {
                status: answer.statusCode,
                contentType: String(answer.headers['content-type'] ?? ''),
              };
            },
          }
        : {}),
    });
    await app.register(alerts, {
      evaluate: ({ now }) =>
        evaluateAlertRules({ now, checkUrl, framesOf: stackMapper.framesOf }, app.repositories),
    });
    // A failing canary rolled back by itself, alerted through the alert rules.
    await app.register(automaticRollbacks, {
      watch: async ({ now }) => {
        const rolledBack = await watchCanaries(
          {
            now,
            onRolledBack: async (canary) => {
              await queueRollbackAlerts({ rolledBack: canary, now }, app.repositories);
            },
          },
          app.repositories,
        );
        return rolledBack.length;
      },
    });

    await app.register(shellRoutes, { shellDist: config.shellDist, runtimeConfig });
    if (config.seedDemo) {
      await app.register(exampleSubAppRoutes, { exampleSubAppDist: config.exampleSubAppDist });
      // Where the shell sends a portal user after sign-out: the demo's stand-in for the portal.
      const portalPath = demoPortalPath(runtimeConfig.api.portal);
      if (portalPath) await app.register(demoPortalRoutes, { path: portalPath });
    }
    await app.register(
      async (api) => {
        await api.register(tokenRoute, { prefix: '/auth' });
        await api.register(passkeyOptionsRoute, { prefix: '/auth' });
        await api.register(subAppPinsRoute, { prefix: '/subApps' });
        // A team token's one call: the route takes it, or hands any other credential to the
        // session's check and refuses it.
        await api.register(publishReleaseRoute, { prefix: '/subApps' });
        await api.register(async (protectedApi) => {
          protectedApi.addHook('onRequest', protectedApi.authenticate);
          protectedApi.addHook('onRequest', requireSecondFactorHook(protectedApi));
          await protectedApi.register(logoutRoute, { prefix: '/auth' });
          await protectedApi.register(sessionWatchRoute, { prefix: '/auth' });
          await protectedApi.register(appTokenRoute, { prefix: '/auth' });
          await protectedApi.register(upmsRoutes, {
            prefix: '/upms',
            sessionTimers: runtimeConfig.session,
          });
          await protectedApi.register(passkeyRoutes, { prefix: '/upms' });
          await protectedApi.register(totpRoutes, { prefix: '/upms' });
          await protectedApi.register(proofRoute, { prefix: '/upms' });
          await protectedApi.register(fftaskRoutes, { prefix: '/fftask' });
          await protectedApi.register(userRoutes, { prefix: '/user' });
          await protectedApi.register(crmRoutes, { prefix: '/crm' });
          await protectedApi.register(homeRoutes, { prefix: '/uniHome' });
          await protectedApi.register(todoRoutes, { prefix: '/coreSystem' });
          await protectedApi.register(recallRoute, { prefix: '/pc' });
          await protectedApi.register(financeRoutes, { prefix: '/finance' });
          await protectedApi.register(feedbackRoutes, { prefix: '/feedback' });
          await protectedApi.register(operationsRoutes, {
            prefix: '/operations',
            checkUrl,
            framesOf: stackMapper.framesOf,
          });
          await protectedApi.register(registryRoutes, {
            prefix: '/platform',
            servesSubAppPaths: config.seedDemo,
          });
          await protectedApi.register(registryRequestRoutes, { prefix: '/platform' });
          await protectedApi.register(releaseRoutes, { prefix: '/platform' });
          await protectedApi.register(runningReleasesRoute, { prefix: '/subApps' });
          await protectedApi.register(developerOverrideRoutes, { prefix: '/subApps' });
          await protectedApi.register(menuAdminRoutes, { prefix: '/platform' });
          await protectedApi.register(auditRoutes, { prefix: '/audit' });
          await protectedApi.register(securityRoutes, { prefix: '/security' });
          await protectedApi.register(developerGrantRoutes, { prefix: '/security' });
        });
      },
      { prefix: apiBase },
    );
  },
  { name: 'portal' },
);

/** Query parameters whose values are tokens: a portal sign-in URL carries an id_token. */
const tokenParameters = new Set(['id_token', 'access_token', 'refresh_token', 'token']);

/** A parameter's name as the query parser and the shell read it (`id%5Ftoken` is `id_token`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with the value of every token parameter hidden, so that none reaches the logs. */
function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals < 0 ? parameter : parameter.slice(0, equals);
      return tokenParameters.has(decodedName(name)) ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, queryStart + 1)}${parameters.join('&')}`;
}

/** Where the log lines go instead of standard output (pino's destination; tests read it). */
export type LogStream = { write: (line: string) => void };

/** A ready-to-listen Fastify instance of the portal server. */
export async function buildApp(
  config: Config,
  { clock, logStream }: { clock?: Clock; logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Standard output unless a test reads the log.
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    // A slow or truncated request is cut off (408) instead of holding its connection.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node checks the two time-outs above every connectionsCheckingInterval.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1_000 },
    // On close: idle keep-alive connections end at once, requests in flight finish.
    forceCloseConnections: 'idle',
    // A request arriving while closing gets the envelope's 503 from graceful-close instead.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // A malformed URL (bad percent-encoding) gets the envelope like any bad request.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      const language = negotiateLanguage(request.headers['accept-language']);
      return reply
        .status(400)
        .send(failure(resultCode.failure, translate(language, 'request.invalid')));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestId);
  if (config.serverTiming) await app.register(serverTiming);
  await app.register(gracefulClose);
  await app.register(metrics, { config });
  await app.register(portalApp, { config, clock });
  return app;
}
