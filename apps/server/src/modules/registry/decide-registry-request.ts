import { resultCode, type DecideRegistryRequest, type RegistryRequest } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { entryOf, entryText, rowOf } from './registry-rows';
import { registryRequestOf } from './registry-request-view';

export type DecideRegistryRequestOptions = DecideRegistryRequest & {
  /** The security administrator deciding. */
  deciderId: number;
  now: Date;
};

/**
 * Approves a pending request, making the change as it was asked, or rejects it; a security
 * administrator's act (the route checks the duty), never the requester's own. 404 for no such
 * request, 409 when it was decided already or the entry changed since it was asked (it would
 * overwrite a change nobody reviewed with it).
 */
export async function decideRegistryRequest(
  { id, approve, reason, deciderId, now }: DecideRegistryRequestOptions,
  { registryRequests, subApps }: Pick<Repositories, 'registryRequests' | 'subApps'>,
): Promise<RegistryRequest> {
  const request = await registryRequests.find(id);
  if (!request) throw new AppError(404, resultCode.failure, 'registry.requestNotFound');
  if (request.requested_by === deciderId) {
    throw new AppError(403, resultCode.failure, 'registry.ownRequest');
  }
  if (request.status !== 'pending') {
    throw new AppError(409, resultCode.failure, 'registry.requestDecided');
  }
  const current = await subApps.find(request.route);
  const asked = registryRequestOf(request);
  const isCurrent = entryText(current ? entryOf(current) : null) === entryText(asked.previous);
  if (approve && !isCurrent) throw new AppError(409, resultCode.failure, 'registry.requestStale');
  const decided = await registryRequests.decide(id, {
    status: approve ? 'approved' : 'rejected',
    by: deciderId,
    at: now,
    reason,
  });
  if (!decided) throw new AppError(409, resultCode.failure, 'registry.requestDecided');
  if (approve) {
    const row = rowOf(asked.proposed, now);
    if (current) await subApps.update(row);
    else await subApps.insert(row);
  }
  const done = await registryRequests.find(id);
  if (!done) throw new AppError(404, resultCode.failure, 'registry.requestNotFound');
  return registryRequestOf(done);
}
