import { signIdToken } from '../../lib/id-token';
import type { UserRepository } from '../../repositories/user-repository';
import { listDemoPortalUsers } from './list-demo-portal-users';

export type MintDemoPortalSignInOptions = {
  username: string;
  /** The id_token terms the token endpoint checks: PORTAL_JWT_SECRET, issuer, audience. */
  terms: { secret: string; issuer: string; audience: string; maxAgeSeconds: number };
  now: Date;
};

/**
 * Where the demo portal sends a user it signs in: the shell's login page with a fresh portal
 * id_token, signed as the group portal signs one (a new jti every time: a token is accepted
 * once). Null for a username that is not one of the demo's active accounts.
 */
export async function mintDemoPortalSignIn(
  { username, terms, now }: MintDemoPortalSignInOptions,
  users: UserRepository,
): Promise<string | null> {
  const demoPortalUsers = await listDemoPortalUsers(users);
  if (!demoPortalUsers.some((user) => user.username === username)) return null;
  const idToken = await signIdToken({
    username,
    secret: terms.secret,
    issuer: terms.issuer,
    audience: terms.audience,
    // Its age is what the server checks; a longer life would not be taken.
    expiresInSeconds: terms.maxAgeSeconds,
    now,
  });
  return `/main/login?id_token=${encodeURIComponent(idToken)}`;
}
