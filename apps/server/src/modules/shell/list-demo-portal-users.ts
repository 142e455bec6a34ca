import { demoUsers } from '../../db/seed/demo-data';
import { demoColleagues } from '../../db/seed/upms-demo-data';
import type { UserRepository } from '../../repositories/user-repository';

/** The accounts the demo seeds, in its order: the README's two first, then their colleagues. */
const demoUsernames = [...demoUsers, ...demoColleagues].map(({ username }) => username);

export type DemoPortalUser = { username: string; displayName: string };

/**
 * Whom the demo portal offers to sign in: the seeded demo accounts that are in the database and
 * active (a disabled one could not sign in), never any other account the database holds.
 */
export async function listDemoPortalUsers(users: UserRepository): Promise<DemoPortalUser[]> {
  const rows = await users.listActiveByUsernames(demoUsernames);
  const found = new Map(rows.map((row) => [row.username, row.display_name]));
  return demoUsernames.flatMap((username) => {
    const displayName = found.get(username);
    return displayName === undefined ? [] : [{ username, displayName }];
  });
}
