import type { PasskeyCeremony } from '@portal/contract';
import { signInAgain } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import { startRegistration } from './passkey-ceremonies';
import type { RelyingParty } from './relying-party';

/**
 * The options to create a passkey for the signed-in user (whose session proved them within five
 * minutes), none of their passkeys again; 401 to sign in again when the user is gone.
 */
export async function startPasskeyRegistration(
  userId: number,
  { rp, now }: { rp: RelyingParty; now: Date },
  repositories: Pick<Repositories, 'users' | 'passkeys' | 'webAuthnChallenges'>,
): Promise<PasskeyCeremony> {
  const user = await repositories.users.findById(userId);
  if (!user) throw signInAgain();
  return startRegistration(
    { id: user.id, username: user.username, displayName: user.display_name },
    { rp, now },
    repositories,
  );
}
