import type { TokenResponse } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { authRoutes } from '@portal/contract/routes';

export type Grant =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'id_token'; idToken: string };

/**
 * Exchanges a grant for a token. The client authenticates with HTTP Basic instead of a bearer
 * token. It is silent because the login page shows its errors itself.
 */
export function requestToken(grant: Grant): Promise<TokenResponse> {
  const { clientId, clientSecret } = getRuntimeConfig().auth;
  return callEndpoint(authRoutes.requestToken, {
    body:
      grant.grantType === 'password'
        ? {
            grant_type: 'password',
            username: grant.username,
            password: grant.password,
            scope: 'server',
          }
        : { grant_type: 'id_token', id_token: grant.idToken, scope: 'server' },
    headers: { Authorization: `Basic ${base64(`${clientId}:${clientSecret}`)}` },
    withoutToken: true,
    silent: true,
  });
}

function base64(text: string): string {
  return btoa(
    Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''),
  );
}
