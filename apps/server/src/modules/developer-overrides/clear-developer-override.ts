import type { Repositories } from '../../repositories/create-repositories';

/** Ends the session's override, if it had one: its app runs its release again. */
export async function clearDeveloperOverride(
  tokenId: number,
  { subAppDevelopers }: Pick<Repositories, 'subAppDevelopers'>,
) {
  return (await subAppDevelopers.clearOverride(tokenId)) ?? null;
}
