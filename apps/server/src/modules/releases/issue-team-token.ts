import type { IssuedTeamToken } from '@portal/contract';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { Repositories } from '../../repositories/create-repositories';
import { appEntry } from './app-entry';

/**
 * What every team token starts with: the publish call tells it from a session's token by it,
 * and a secret scanner finds one pasted where it should not be.
 */
export const teamTokenPrefix = 'portal_team_';

export type IssueTeamTokenOptions = { app: string; name: string; userId: number; now: Date };

/**
 * A new team token for an app: 256 random bits, answered this once; the server keeps its hash.
 * It publishes releases of that app and calls nothing else. 404 for an app not in the registry.
 */
export async function issueTeamToken(
  { app, name, userId, now }: IssueTeamTokenOptions,
  repositories: Pick<Repositories, 'subApps' | 'subAppTeamTokens'>,
): Promise<IssuedTeamToken> {
  await appEntry(app, repositories);
  const token = `${teamTokenPrefix}${generateOpaqueToken()}`;
  const id = await repositories.subAppTeamTokens.insert({
    app,
    name,
    tokenHash: hashOpaqueToken(token),
    issuedBy: userId,
    issuedAt: now,
  });
  return { id, name, token };
}
