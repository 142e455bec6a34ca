import { z } from 'zod';
import { dutySchema } from './audit';
import { appScopes } from './routes/app-scopes';
import { endpoint } from './endpoint';
import { passkeyCeremonySchema } from './passkeys';
import { authRoutes } from './routes/auth';
import { registryNamePattern } from './routes/registry';
import { secondFactorMethodSchema } from './second-factor';
import { recoveryCodeSchema, totpCodeSchema } from './totp';
import { roleLoginResponseSchema, userInfoSchema } from './user';

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
  z
    .object({
      grant_type: z.literal('totp'),
      /** What the password's (or the id_token's) answer carried. */
      second_factor_token: z.string().min(1).max(128),
      /** A code of the user's authenticator app; or else `recovery_code`. */
      code: totpCodeSchema.optional(),
      /** One of the user's recovery codes, each good once. */
      recovery_code: recoveryCodeSchema.optional(),
      scope: z.string().max(64).default('server'),
    })
    .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
      path: ['code'],
      message: 'expected code or recovery_code',
    }),
]);
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  /**
   * Empty when the request asked for the session in a cookie (`x-portal-session: cookie`, the
   * shell's staff sign-in): the token is then in an HttpOnly cookie no script reads.
   */
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  /**
   * After a sign-in with a recovery code: how many of the user's recovery codes are left unused.
   * Absent for every other sign-in.
   */
  recovery_codes_left: z.number().int().min(0).optional(),
  /**
   * Not in spec §7: what role/login would answer for the new token, so that signing in need not
   * ask for it.
   */
  firms: roleLoginResponseSchema.optional(),
  /**
   * Not in spec §7: the user info (share/token) in the firm the new token answers for,
   * `firms.currentFirmId`.
   */
  user_info: userInfoSchema.optional(),
  /**
   * Not in spec §7: the platform duty the user holds, null for most. A session that holds one
   * runs no sub-app and keeps its token from every other page of the origin (decision 0012).
   */
  duty: dutySchema.nullable().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The `data` of the password (or id_token) grant's 401 with code
 * `resultCode.secondFactorRequired`: the first step was right and the user has a second factor
 * (a passkey, an authenticator app), which must confirm the sign-in.
 */
export const secondFactorChallengeSchema = z.object({
  /** Opaque, single use; valid `expires_in` seconds (5 minutes). */
  second_factor_token: z.string(),
  expires_in: z.number().int().positive(),
  /**
   * The factors the user has, each a grant that takes the token: `passkey`, `totp` (a code of the
   * app or a recovery code). Empty when the policy is `required` and the user has none yet.
   */
  methods: z.array(secondFactorMethodSchema),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** The answer of GET /auth/session/watch while the session lives. */
export const sessionWatchAnswerSchema = z.object({
  /** When the session's token expires (its absolute lifetime), ISO 8601 UTC. */
  expiresAt: z.string(),
});
export type SessionWatchAnswer = z.infer<typeof sessionWatchAnswerSchema>;

/** Body of POST /auth/passkey/options. */
export const passkeyOptionsRequestSchema = z.object({
  /** The password grant's token: the options then name that user's passkeys. */
  second_factor_token: z.string().min(1).max(128).optional(),
});
export type PasskeyOptionsRequest = z.infer<typeof passkeyOptionsRequestSchema>;

/** Body of POST /auth/app-token. */
export const appTokenRequestSchema = z.object({
  /** The sub-app's name in the registry (`sub-newcrm`). */
  app: z.string().max(64).regex(registryNamePattern),
});
export type AppTokenRequest = z.infer<typeof appTokenRequestSchema>;

/** A sub-app's own token: bound to it, holding its scopes, ending with the session it came from. */
export const appTokenResponseSchema = z.object({
  access_token: z.string(),
  /** Seconds until it expires: never later than the session's own token. */
  expires_in: z.number().int().nonnegative(),
  scopes: z.array(z.enum(appScopes)),
});
export type AppTokenResponse = z.infer<typeof appTokenResponseSchema>;

/** Signing in and out (spec §7). */
export const authEndpoints = {
  /**
   * Signs in with a password, a portal id_token, a passkey, or a code of an authenticator app
   * after either. The client authenticates with HTTP Basic, not a bearer token; 429 when the
   * account or the address has failed too often. A right password of a user with a second factor
   * answers 401 with code `secondFactorRequired` and, as `data`, the token the passkey or totp
   * grant then takes, and which of them the user has; 403 for those grants while the
   * second-factor policy is off.
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
  /**
   * Revokes the token of the call (its bearer header or the session cookie) and clears the cookie.
   * `x-portal-session-end: idle` says the shell ends the session for want of activity: recorded as
   * an idle expiry, not as the user's sign-out.
   */
  revokeToken: endpoint({
    ...authRoutes.revokeToken,
    headers: z.looseObject({ 'x-portal-session-end': z.enum(['idle']).optional() }),
    answer: z.boolean(),
    failures: [401],
  }),
  /**
   * Held open until the calling session ends, then 401 (code 401) with why: ended by a security
   * administrator, by the user elsewhere, by a password change, or past its idle or absolute
   * lifetime. After a while without an end it answers when the session's token expires, and the
   * shell asks again: every window of a session that ends shows it within seconds.
   */
  watchSession: endpoint({
    ...authRoutes.watchSession,
    answer: sessionWatchAnswerSchema,
    failures: [401],
  }),
  /**
   * A token of the sub-app's own, for the shell to hand it instead of the user's: it calls only
   * the routes of the scopes its registry entry holds (`Route.appScope`), and ends when the
   * calling session does. The caller's token must be the shell's own: an app's token, or a
   * session holding a duty (which runs no sub-app), is 403; an app unknown, turned off or public
   * is 404.
   */
  issueAppToken: endpoint({
    ...authRoutes.issueAppToken,
    body: appTokenRequestSchema,
    answer: appTokenResponseSchema,
    failures: [400, 401, 403, 404],
  }),
};
