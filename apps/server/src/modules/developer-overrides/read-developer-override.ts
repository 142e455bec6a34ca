import type { DeveloperOverrideState } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';

/**
 * What the caller's settings show: whether the server allows overrides, the apps they may run
 * from a development server, and their session's override.
 */
export async function readDeveloperOverride(
  { userId, tokenId, isAllowed }: { userId: number; tokenId: number; isAllowed: boolean },
  { subAppDevelopers }: Pick<Repositories, 'subAppDevelopers'>,
): Promise<DeveloperOverrideState> {
  const [grants, override] = await Promise.all([
    subAppDevelopers.grantsOf(userId),
    isAllowed ? subAppDevelopers.overrideOf(tokenId) : undefined,
  ]);
  return { allowed: isAllowed, apps: grants.map(({ app }) => app), override: override ?? null };
}
