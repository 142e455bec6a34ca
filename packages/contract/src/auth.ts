import { z } from 'zod';

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
