import type { TokenResponse } from '@portal/contract';
import { http } from '@/lib/http/http-client';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type Grant =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'id_token'; idToken: string };

/**
 * POST /auth/oauth/token. The client authenticates with HTTP Basic, not with a bearer token; the
 * call is silent because the login page shows its errors itself.
 */
export function requestToken(grant: Grant): Promise<TokenResponse> {
  const { clientId, clientSecret } = getRuntimeConfig().auth;
  const form: Record<string, string> =
    grant.grantType === 'password'
      ? { username: grant.username, password: grant.password, grant_type: 'password' }
      : { id_token: grant.idToken, grant_type: 'id_token' };
  return http.request<TokenResponse>({
    url: '/auth/oauth/token',
    method: 'post',
    data: new URLSearchParams({ ...form, scope: 'server' }),
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
