import type { FastifyRequest } from 'fastify';
import type { SecondFactorConfig } from '../../config';

/** Who the passkeys are for: the relying party's id and the origins the browser may call from. */
export type RelyingParty = { id: string; name: string; origins: string[] };

/** The name authenticators show beside a passkey of this site. */
const relyingPartyName = 'Portal';

/**
 * The relying party of a request: WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS when set (origins default
 * to `https://<rp id>`); unset, which only the demo allows (config.ts), the request's own host
 * and origin.
 */
export function relyingPartyOf(
  { rpId, origins }: SecondFactorConfig,
  request: FastifyRequest,
): RelyingParty {
  const ownOrigin = new URL(`${request.protocol}://${request.host}`).origin;
  return {
    id: rpId ?? request.hostname,
    name: relyingPartyName,
    origins: origins ?? (rpId ? [`https://${rpId}`] : [ownOrigin]),
  };
}
