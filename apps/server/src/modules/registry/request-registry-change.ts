import {
  resultCode,
  type RegistryEntry,
  type RegistryRequest,
  type TrustRaise,
} from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import { entryText } from './registry-rows';
import { registryRequestOf } from './registry-request-view';

export type RequestRegistryChangeOptions = {
  previous: RegistryEntry | null;
  proposed: RegistryEntry;
  raises: TrustRaise[];
  requestedBy: number;
  requestedAt: Date;
};

/**
 * Keeps a change that raises an app's trust as a request for a security administrator, changing
 * nothing yet. 409 while the route has a request pending.
 */
export async function requestRegistryChange(
  { previous, proposed, raises, requestedBy, requestedAt }: RequestRegistryChangeOptions,
  { registryRequests }: Pick<Repositories, 'registryRequests'>,
): Promise<RegistryRequest> {
  const id = await registryRequests.insert({
    route: proposed.route,
    proposed: entryText(proposed) ?? '',
    previous: entryText(previous),
    raises: raises.join(','),
    requestedBy,
    requestedAt,
  });
  if (id === undefined) {
    throw new AppError(409, resultCode.failure, 'registry.requestPending', {
      route: proposed.route,
    });
  }
  const stored = await registryRequests.find(id);
  if (!stored) throw new AppError(404, resultCode.failure, 'registry.requestNotFound');
  return registryRequestOf(stored);
}
