import {
  resultCode,
  type RegistryEntry,
  type RegistryEntryRow,
  type RegistryRequest,
  type TrustRaise,
  type UrlCheck,
} from '@portal/contract';
import { AppError } from '../../http/app-error';
import { isServableUrl, isSubAppPath } from '../../plugins/app/sub-app-registry';
import type { Repositories } from '../../repositories/create-repositories';
import { entryOf, rowOf } from './registry-rows';
import { requestRegistryChange } from './request-registry-change';
import { reservedRoutesOf } from './reserved-routes';
import { trustRaisedBy } from './trust-raised-by';

export type SaveRegistryEntryOptions = {
  entry: RegistryEntry;
  isNew: boolean;
  /** The administrator saving: the requester of a change that becomes a request. */
  userId: number;
  now: Date;
};

/** What an entry is checked against besides the registry itself. */
export type RegistryEntryChecks = {
  /** The shell's build, whose pages and files no route may shadow. */
  shellDist: string;
  /** The demo also serves http urls of this machine (`isServableUrl`). */
  isDemo: boolean;
  /** Asks an entry's url as the shell would load it. */
  checkUrl: (url: string) => Promise<UrlCheck>;
};

/** What a save did, for its answer and its audit record. */
export type SavedRegistryEntry =
  | { outcome: 'saved'; entry: RegistryEntryRow; previous: RegistryEntry | null }
  /** A change that raises the app's trust: asked of a security administrator, nothing saved. */
  | {
      outcome: 'requested';
      request: RegistryRequest;
      raises: TrustRaise[];
      previous: RegistryEntry | null;
    };

/** 400 for a url the shell could not load as a sub-app's page, or would load unsafely. */
async function checkEntryUrl(
  url: string,
  { isDemo, checkUrl }: Pick<RegistryEntryChecks, 'isDemo' | 'checkUrl'>,
): Promise<void> {
  if (url.startsWith('/') && !isSubAppPath(url)) {
    throw new AppError(400, resultCode.failure, 'registry.urlNotASubApp');
  }
  if (!isServableUrl(url, { demo: isDemo })) {
    throw new AppError(400, resultCode.failure, 'registry.insecureUrl');
  }
  const check = await checkUrl(url);
  if (check.state === 'failing') {
    throw new AppError(400, resultCode.failure, 'registry.urlNotAPage', {
      status: check.status ?? '—',
    });
  }
}

/**
 * Adds an entry (`isNew`) or changes one. A change that raises the app's trust (`trustRaisedBy`)
 * becomes a request and changes nothing yet; any other is saved at once. 400 for a route the
 * shell or the server uses, or a url that is not a sub-app's page; 404 for an entry not there;
 * 409 for a route or name another entry holds.
 */
export async function saveRegistryEntry(
  { entry, isNew, userId, now }: SaveRegistryEntryOptions,
  checks: RegistryEntryChecks,
  repositories: Pick<Repositories, 'subApps' | 'registryRequests'>,
): Promise<SavedRegistryEntry> {
  const { subApps } = repositories;
  if (reservedRoutesOf(checks.shellDist).has(entry.route)) {
    throw new AppError(400, resultCode.failure, 'registry.routeReserved', { route: entry.route });
  }
  const existing = await subApps.find(entry.route);
  if (isNew && existing) {
    throw new AppError(409, resultCode.failure, 'registry.routeTaken', { route: entry.route });
  }
  if (!isNew && !existing) throw new AppError(404, resultCode.failure, 'registry.routeNotFound');
  const nameHolder = await subApps.routeNamed(entry.name);
  if (nameHolder !== undefined && nameHolder !== entry.route) {
    throw new AppError(409, resultCode.failure, 'registry.nameTaken', {
      name: entry.name,
      route: nameHolder,
    });
  }
  if (entry.url !== null) await checkEntryUrl(entry.url, checks);
  const previous = existing ? entryOf(existing) : null;
  const raises = trustRaisedBy(previous, entry);
  if (raises.length > 0) {
    const request = await requestRegistryChange(
      { previous, proposed: entry, raises, requestedBy: userId, requestedAt: now },
      repositories,
    );
    return { outcome: 'requested', request, raises, previous };
  }
  const row = rowOf(entry, now);
  if (isNew) await subApps.insert(row);
  else await subApps.update(row);
  return { outcome: 'saved', entry: { ...entry, updatedAt: now.toISOString() }, previous };
}
