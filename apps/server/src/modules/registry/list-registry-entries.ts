import type { RegistryEntryRow } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import { entryRowOf } from './registry-rows';

/** Every entry of the registry as its page edits them. */
export async function listRegistryEntries({
  subApps,
}: Pick<Repositories, 'subApps'>): Promise<{ entries: RegistryEntryRow[] }> {
  return { entries: (await subApps.list()).map(entryRowOf) };
}
