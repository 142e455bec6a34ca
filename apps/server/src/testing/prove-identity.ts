import type { FastifyInstance } from 'fastify';

/** What POST /upms/user/proof takes besides the password: a second factor, at most one. */
export type ProofFactor =
  | { code: string }
  | { recoveryCode: string }
  | { passkey: { challengeId: string; credential: unknown } }
  | Record<string, never>;

/** Calls POST /upms/user/proof as the holder of `authorization`. */
export function confirmIdentity(
  app: FastifyInstance,
  authorization: string,
  {
    password = 'Portal@2026',
    factor = {},
    language,
  }: {
    password?: string;
    factor?: ProofFactor;
    language?: string;
  } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/upms/user/proof',
    headers: {
      authorization,
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify({ password, ...factor }),
  });
}

/**
 * Proves the holder of `authorization` with the demo password (and `factor`), as the shell's
 * "confirm it's you" dialog does before a change of the password or the second factors: the
 * session may make such changes for five minutes.
 */
export async function proveIdentity(
  app: FastifyInstance,
  authorization: string,
  factor: ProofFactor = {},
): Promise<void> {
  const response = await confirmIdentity(app, authorization, { factor });
  if (response.statusCode !== 200) {
    throw new Error(`Proof failed: ${response.statusCode} ${response.body}`);
  }
}
