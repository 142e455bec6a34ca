import type { RegistryRequest } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { registryRequestOf } from './registry-request-view';

/** How many decided requests the list shows after the pending ones. */
const decidedShown = 50;

/** The requests pending, then the latest decided ones. */
export async function listRegistryRequests({
  registryRequests,
}: Pick<Repositories, 'registryRequests'>): Promise<{ requests: RegistryRequest[] }> {
  return { requests: (await registryRequests.listRecent(decidedShown)).map(registryRequestOf) };
}
