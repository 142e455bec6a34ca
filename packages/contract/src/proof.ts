import { z } from 'zod';
import { endpoint } from './endpoint';
import { authenticationCredentialSchema } from './passkeys';
import { proofRoutes } from './routes/proof';
import { reauthenticationChallengeSchema } from './second-factor';

/** How long a proof serves the session it was given on, in seconds. */
export const proofTtlSeconds = 300;

/**
 * Body of POST /upms/user/proof: the current password and, when the user has a second factor
 * (and the policy is not `off`), one proof of it: a code of the authenticator app, one of its
 * recovery codes, or a passkey's assertion of a `verify` ceremony
 * (POST /upms/user/passkeys/verify/options).
 */
export const confirmIdentitySchema = z
  .object({
    password: z.string().min(1).max(128),
    // Checked by the server as a code or a recovery code is: a malformed one is a wrong one,
    // counted against the limits like any other.
    code: z.string().max(16).optional(),
    recoveryCode: z.string().max(64).optional(),
    passkey: z
      .object({
        challengeId: z.string().min(1).max(64),
        credential: authenticationCredentialSchema,
      })
      .optional(),
  })
  .refine(
    ({ code, recoveryCode, passkey }) =>
      [code, recoveryCode, passkey].filter((factor) => factor !== undefined).length <= 1,
    {
      message: 'expected one second factor at most',
      path: ['code'],
      // Only once each field is right: a broken field is named as itself.
      when: (payload) => payload.issues.length === 0,
    },
  );
export type ConfirmIdentity = z.input<typeof confirmIdentitySchema>;

/** A proof given: how long it serves this session, in seconds. */
export const identityConfirmedSchema = z.object({ expiresIn: z.number().int().positive() });
export type IdentityConfirmed = z.infer<typeof identityConfirmedSchema>;

/** The step-up proof before a change of the password or the second factors (protected). */
export const proofEndpoints = {
  /**
   * Proves the caller again: their current password and, when they have one, a second factor.
   * This session (its token only) may then change the password and the second factors for five
   * minutes. 400 for a wrong password or factor (or none given when one is needed), 429 after
   * five wrong ones on the session or at the account's limit of failed sign-ins; each wrong one
   * counts as a failed sign-in, and every one is audited.
   */
  confirmIdentity: endpoint({
    ...proofRoutes.confirmIdentity,
    body: confirmIdentitySchema,
    answer: identityConfirmedSchema,
    failures: [400, 401, 429],
    /** A proof without the second factor the user has: the factors it takes. */
    failureData: reauthenticationChallengeSchema,
  }),
};
