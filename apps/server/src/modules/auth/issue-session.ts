import type { TokenResponse } from '@portal/contract';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import type { Repositories } from '../../repositories/create-repositories';
import { issueAccessToken } from './issue-access-token';
import type { AttemptedSignIn, RecordAudit } from './sign-in-audit';
import { signInContextOf } from './sign-in-context';

export type IssueSessionOptions = {
  user: User;
  scope: string;
  /** After a sign-in with a recovery code: how many the user has left. */
  recoveryCodesLeft?: number | undefined;
  /** What the sign-in's audit record says of it. */
  attempted: AttemptedSignIn;
  /** Whether the caller asked for the token in the session cookie (`x-portal-session: cookie`). */
  asksForCookie: boolean;
  config: Pick<Config, 'tokenTtlSeconds' | 'coreCacheTtlSeconds'>;
  clientAddress: string;
  userAgent: string;
  now: Date;
};

/** A new session: the token call's answer, and the token the session cookie carries, if any. */
export type IssuedSession = {
  answer: TokenResponse;
  cookie: { token: string; lifetimeSeconds: number } | null;
};

/**
 * The session of a user who signed in: a new access token, the sign-in recorded, and what the
 * shell would ask for next given with it (`signInContextOf`). A shell's staff session keeps its
 * token in the cookie, where no script reads it (decision 0015), and the answer carries none; a
 * duty session runs no sub-app and keeps its token in its own tab (decision 0012).
 */
export async function issueSession(
  {
    user,
    scope,
    recoveryCodesLeft,
    attempted,
    asksForCookie,
    config,
    clientAddress,
    userAgent,
    now,
  }: IssueSessionOptions,
  repositories: Repositories,
  record: RecordAudit,
): Promise<IssuedSession> {
  const token = await issueAccessToken(
    {
      userId: user.id,
      username: user.username,
      scope,
      ttlSeconds: config.tokenTtlSeconds,
      sessionTtlSeconds: config.coreCacheTtlSeconds,
      now,
      clientAddress,
      userAgent,
    },
    repositories,
  );
  const context = await signInContextOf(user.id, repositories);
  await record({
    event: 'auth.sign-in',
    result: 'success',
    ...attempted,
    userId: user.id,
    username: user.username,
    // The firm the session starts in, until the shell chooses one.
    firmId: context.firms?.currentFirmId ?? null,
  });
  const inCookie = asksForCookie && context.duty === null;
  return {
    answer: {
      ...token,
      ...(inCookie ? { access_token: '' } : {}),
      ...(recoveryCodesLeft === undefined ? {} : { recovery_codes_left: recoveryCodesLeft }),
      ...context,
    },
    cookie: inCookie ? { token: token.access_token, lifetimeSeconds: token.expires_in } : null,
  };
}
