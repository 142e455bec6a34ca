import { registryEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { createUrlChecker } from '../../lib/check-page-url';
import { callerOf } from '../../plugins/app/authentication';
import { listRegistryEntries } from './list-registry-entries';
import { listRegistryHistory } from './list-registry-history';
import { auditedEntryText } from './registry-rows';
import { removeRegistryEntry } from './remove-registry-entry';
import { saveRegistryEntry } from './save-registry-entry';

export type RegistryRoutesOptions = { servesSubAppPaths: boolean };

/**
 * The sub-application registry as a platform administrator keeps it (protected by the auth hook;
 * system administrators only), and its history from the audit trail. A change is served by every
 * instance at its next request: the registry's change stamp moves with it (docs/sub-apps.md).
 */
const registryRoutes: FastifyPluginAsyncZod<RegistryRoutesOptions> = async (
  app,
  { servesSubAppPaths },
) => {
  app.addHook('preHandler', requireDuty('system_admin'));
  // Asked afresh at every save: the administrator is looking at the answer. The demo serves its
  // example sub-app at every path of the registry, a new one included once it is saved: there the
  // page is there when the example is built.
  const checkUrl = createUrlChecker({
    now: () => app.clock.now(),
    keepMs: 0,
    ...(servesSubAppPaths
      ? {
          askSelf: async () =>
            existsSync(join(app.config.exampleSubAppDist, 'index.html'))
              ? { status: 200, contentType: 'text/html' }
              : { status: 503, contentType: 'text/plain' },
        }
      : {}),
  });

  registerEndpoint(app, registryEndpoints.listEntries, async () =>
    ok(await listRegistryEntries(app.repositories)),
  );

  registerEndpoint(app, registryEndpoints.saveEntry, async (request) => {
    const { entry, isNew } = request.body;
    const saved = await saveRegistryEntry(
      { entry, isNew, userId: callerOf(request).userId, now: app.clock.now() },
      { shellDist: app.config.shellDist, isDemo: app.config.demo, checkUrl },
      app.repositories,
    );
    const { previous } = saved;
    if (saved.outcome === 'requested') {
      await request.audit({
        event: 'registry.request',
        result: 'success',
        object: { type: 'sub-app', id: entry.route },
        details: {
          request: saved.request.id,
          raises: saved.raises.join(','),
          before: auditedEntryText(previous),
          after: auditedEntryText(entry),
        },
      });
      return ok({ entry: null, request: saved.request });
    }
    await request.audit({
      event: 'registry.change',
      result: 'success',
      object: { type: 'sub-app', id: entry.route },
      details: {
        change: isNew ? 'add' : 'edit',
        url: entry.url,
        enabled: entry.enabled,
        ...(previous && previous.url !== entry.url ? { previousUrl: previous.url } : {}),
        // Pins as their release, file count and digest (auditedEntryText), not every file.
        before: auditedEntryText(previous),
        after: auditedEntryText(entry),
      },
    });
    return ok({ entry: saved.entry, request: null });
  });

  registerEndpoint(app, registryEndpoints.removeEntry, async (request) => {
    const { route } = request.body;
    const removed = await removeRegistryEntry(
      {
        route,
        userId: callerOf(request).userId,
        now: app.clock.now(),
        language: request.language(),
      },
      app.repositories,
    );
    await request.audit({
      event: 'registry.change',
      result: 'success',
      object: { type: 'sub-app', id: route },
      details: {
        change: 'delete',
        url: removed.entry.url,
        enabled: removed.entry.enabled,
        before: auditedEntryText(removed.entry),
        after: null,
        ...(removed.closedRequest === null ? {} : { closedRequest: removed.closedRequest }),
      },
    });
    return ok(removed);
  });

  registerEndpoint(app, registryEndpoints.listHistory, async (request) =>
    ok(await listRegistryHistory(request.query, app.repositories)),
  );
};

export default registryRoutes;
