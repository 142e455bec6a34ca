import { registryEndpoints, resultCode } from '@portal/contract';
import { shellPathSegments } from '@portal/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { ownPathSegments } from '../../http/own-paths';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { createUrlChecker } from '../../lib/check-page-url';
import { isServableUrl, isSubAppPath } from '../../plugins/app/sub-app-registry';
import { callerOf } from '../../plugins/app/authentication';
import { auditedEntryText, entryOf, entryRowOf, rowOf } from './registry-rows';
import { requestRegistryChange } from './request-registry-change';
import { trustRaisedBy } from './trust-raised-by';

/**
 * First path segments a sub-app route would be shadowed at: the shell's pages, the files of its
 * build (`/main/assets/…`, `/main/logos/…`) and the server's own bases. Read at each save, so a
 * new page or folder of the shell is reserved with no list to keep.
 */
function reservedRoutesOf(shellDist: string): Set<string> {
  const built = existsSync(shellDist) ? readdirSync(shellDist) : [];
  return new Set([...shellPathSegments, ...built, ...ownPathSegments]);
}

export type RegistryRoutesOptions = { servesSubAppPaths: boolean };

/**
 * The sub-application registry as a platform administrator keeps it (protected by the auth hook;
 * system administrators only). A change is served by every instance at its next request: the
 * registry's change stamp moves with it (docs/sub-apps.md).
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
    ok({ entries: (await app.repositories.subApps.list()).map(entryRowOf) }),
  );

  registerEndpoint(app, registryEndpoints.saveEntry, async (request) => {
    const { entry, isNew } = request.body;
    const repository = app.repositories.subApps;
    if (reservedRoutesOf(app.config.shellDist).has(entry.route)) {
      throw new AppError(400, resultCode.failure, 'registry.routeReserved', { route: entry.route });
    }
    const existing = await repository.find(entry.route);
    if (isNew && existing) {
      throw new AppError(409, resultCode.failure, 'registry.routeTaken', { route: entry.route });
    }
    if (!isNew && !existing) throw new AppError(404, resultCode.failure, 'registry.routeNotFound');
    const nameHolder = await repository.routeNamed(entry.name);
    if (nameHolder !== undefined && nameHolder !== entry.route) {
      throw new AppError(409, resultCode.failure, 'registry.nameTaken', {
        name: entry.name,
        route: nameHolder,
      });
    }
    if (entry.url !== null) {
      if (entry.url.startsWith('/') && !isSubAppPath(entry.url)) {
        throw new AppError(400, resultCode.failure, 'registry.urlNotASubApp');
      }
      if (!isServableUrl(entry.url, { demo: app.config.demo })) {
        throw new AppError(400, resultCode.failure, 'registry.insecureUrl');
      }
      const check = await checkUrl(entry.url);
      if (check.state === 'failing') {
        throw new AppError(400, resultCode.failure, 'registry.urlNotAPage', {
          status: check.status ?? '—',
        });
      }
    }
    const previous = existing ? entryOf(existing) : null;
    const raises = trustRaisedBy(previous, entry);
    if (raises.length > 0) {
      const asked = await requestRegistryChange(
        { previous, proposed: entry, raises, requestedBy: callerOf(request).userId },
        app,
      );
      await request.audit({
        event: 'registry.request',
        result: 'success',
        object: { type: 'sub-app', id: entry.route },
        details: {
          request: asked.id,
          raises: raises.join(','),
          before: auditedEntryText(previous),
          after: auditedEntryText(entry),
        },
      });
      return ok({ entry: null, request: asked });
    }
    const updatedAt = app.clock.now();
    const row = rowOf(entry, updatedAt);
    if (isNew) await repository.insert(row);
    else await repository.update(row);
    await request.audit({
      event: 'registry.change',
      result: 'success',
      object: { type: 'sub-app', id: entry.route },
      details: {
        change: isNew ? 'add' : 'edit',
        url: entry.url,
        enabled: entry.enabled,
        ...(existing && existing.url !== entry.url ? { previousUrl: existing.url } : {}),
        // Pins as their release, file count and digest (auditedEntryText), not every file.
        before: auditedEntryText(previous),
        after: auditedEntryText(entry),
      },
    });
    return ok({ entry: { ...entry, updatedAt: updatedAt.toISOString() }, request: null });
  });
};

export default registryRoutes;
