import { z } from 'zod';
import { endpoint } from './endpoint';
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

/** Signing in and out (spec §7). */
export const authEndpoints = {
  /**
   * Signs in with a password or a portal id_token. The client authenticates with HTTP Basic, not
   * a bearer token; 429 when the account or the address has failed too often.
   */
  requestToken: endpoint({
    ...authRoutes.requestToken,
    body: tokenRequestSchema,
    answer: tokenResponseSchema,
    failures: [400, 401, 429],
  }),
  /** Revokes the bearer token of the call. */
  revokeToken: endpoint({
    ...authRoutes.revokeToken,
    answer: z.boolean(),
    failures: [401],
  }),
};
