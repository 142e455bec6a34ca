import { z } from 'zod';
import { endpoint } from './endpoint';
import { passkeyCeremonySchema } from './passkeys';
import { authRoutes } from './routes/auth';

/** Form body of POST /auth/oauth/token (application/x-www-form-urlencoded). */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    scope: z.string().max(64).default('server'),
  }),
  z.object({
    grant_type: z.literal('id_token'),
    id_token: z.string().min(1).max(4096),
    scope: z.string().max(64).default('server'),
  }),
  z.object({
    grant_type: z.literal('passkey'),
    /** The assertion, `AuthenticationResponseJSON` as JSON text. */
    credential: z.string().min(2).max(16_384),
    /** What POST /auth/passkey/options answered with the options. */
    challenge_id: z.string().min(1).max(64),
    /** After a password: what its answer carried. Absent: a sign-in with the passkey alone. */
    second_factor_token: z.string().min(1).max(128).optional(),
    scope: z.string().max(64).default('server'),
  }),
]);
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
  user_id: z.number().int(),
  username: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The `data` of the password grant's 401 with code `resultCode.secondFactorRequired`: the
 * password was right and the user has a passkey, which must confirm the sign-in.
 */
export const secondFactorChallengeSchema = z.object({
  /** Opaque, single use; valid `expires_in` seconds (5 minutes). */
  second_factor_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** Body of POST /auth/passkey/options. */
export const passkeyOptionsRequestSchema = z.object({
  /** The password grant's token: the options then name that user's passkeys. */
  second_factor_token: z.string().min(1).max(128).optional(),
});
export type PasskeyOptionsRequest = z.infer<typeof passkeyOptionsRequestSchema>;

/** Signing in and out (spec §7). */
export const authEndpoints = {
  /**
   * Signs in with a password, a portal id_token or a passkey. The client authenticates with HTTP
   * Basic, not a bearer token; 429 when the account or the address has failed too often. A right
   * password of a user with a passkey answers 401 with code `secondFactorRequired` and, as
   * `data`, the token the passkey grant then takes; 403 for the passkey grant while passkeys are
   * off.
   */
  requestToken: endpoint({
    ...authRoutes.requestToken,
    body: tokenRequestSchema,
    answer: tokenResponseSchema,
    failures: [400, 401, 403, 429],
    failureData: secondFactorChallengeSchema,
  }),
  /**
   * Public: the options of a passkey sign-in. Without a second-factor token they name no
   * credential (any passkey of this site, the user found by it); with one, that user's passkeys.
   * 403 while the policy is `off`; 401 for a second-factor token unknown or expired.
   */
  passkeyOptions: endpoint({
    ...authRoutes.passkeyOptions,
    body: passkeyOptionsRequestSchema.nullish(),
    answer: passkeyCeremonySchema,
    failures: [400, 401, 403],
  }),
  /** Revokes the bearer token of the call. */
  revokeToken: endpoint({
    ...authRoutes.revokeToken,
    answer: z.boolean(),
    failures: [401],
  }),
};
