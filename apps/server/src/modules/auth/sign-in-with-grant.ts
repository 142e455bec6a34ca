import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { secondFactorKeyOf } from '../../lib/secret-box';
import type { Repositories } from '../../repositories/create-repositories';
import type { FirstStep } from './first-step';
import type { RelyingParty } from './relying-party';
import { secondFactorExpired } from './second-factor';
import type { TokenRequestBody } from './sign-in-audit';
import { signInWithIdToken } from './sign-in-with-id-token';
import { signInWithPasskey } from './sign-in-with-passkey';
import { signInWithPassword } from './sign-in-with-password';
import { signInWithTotp } from './sign-in-with-totp';

export type SignInWithGrantOptions = {
  body: TokenRequestBody;
  /** The first step a second-factor grant completes; null for a first step or a passkey alone. */
  firstStep: FirstStep | null;
  config: Pick<Config, 'secondFactor' | 'portalJwtSecret' | 'idToken'>;
  /** Asked for by the passkey grant alone: it is the request's own host unless configured. */
  relyingParty: () => RelyingParty;
  now: Date;
};

/** Who a grant proved, and what its answer says besides. */
export type GrantProof = {
  user: User;
  recoveryCodesLeft?: number;
  /** A portal id_token that says the portal checked a second factor (its `amr`). */
  isSecondFactorDone?: boolean;
};

/**
 * The active user the grant proves, by the grant's own check: the password, the portal id_token,
 * the passkey's assertion, or the authenticator app's code after a first step. A 401 is a failed
 * sign-in (it counts against the account and the address).
 */
export async function signInWithGrant(
  { body, firstStep, config, relyingParty, now }: SignInWithGrantOptions,
  repositories: Repositories,
): Promise<GrantProof> {
  switch (body.grant_type) {
    case 'password':
      return { user: await signInWithPassword(body, repositories.users) };
    case 'id_token': {
      const signedIn = await signInWithIdToken(
        {
          idToken: body.id_token,
          terms: { secret: config.portalJwtSecret, ...config.idToken, now },
        },
        repositories.users,
        repositories.usedIdTokens,
      );
      return { user: signedIn.user, isSecondFactorDone: signedIn.isSecondFactorDone };
    }
    case 'passkey':
      return {
        user: await signInWithPasskey(
          {
            credential: body.credential,
            challengeId: body.challenge_id,
            secondFactor: firstStep,
            rp: relyingParty(),
            now,
          },
          repositories,
        ),
      };
    case 'totp':
      if (!firstStep) throw secondFactorExpired();
      return signInWithTotp(
        {
          secondFactor: firstStep,
          code: body.code,
          recoveryCode: body.recovery_code,
          key: secondFactorKeyOf(config.secondFactor),
          now,
        },
        repositories,
      );
  }
}
