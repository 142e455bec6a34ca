import type { TokenResponse } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { assertPasskey } from '@/lib/webauthn';
import { authRoutes } from '@portal/contract/routes';

export type Grant =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'id_token'; idToken: string }
  /**
   * A passkey: alone (the browser offers the passkeys of this site), or after a password whose
   * answer asked for it, with the token that answer carried.
   */
  | {
      grantType: 'passkey';
      secondFactorToken?: string | undefined;
      /** What the token's first step was: a portal id_token's sign-in ends at the portal. */
      firstStep?: FirstStep | undefined;
    }
  /**
   * A code of the user's authenticator app, or one of their recovery codes, after a password (or
   * a portal id_token) whose answer asked for a second factor.
   */
  | {
      grantType: 'totp';
      secondFactorToken: string;
      code?: string | undefined;
      recoveryCode?: string | undefined;
      firstStep?: FirstStep | undefined;
    };

/** The grant a second factor confirms. */
export type FirstStep = 'password' | 'id_token';

/**
 * Exchanges a grant for a token. The client authenticates with HTTP Basic instead of a bearer
 * token. It is silent because the login page shows its errors itself. A passkey grant asks the
 * server for the ceremony's options and the browser for the passkey first.
 */
export async function requestToken(grant: Grant): Promise<TokenResponse> {
  const { clientId, clientSecret } = getRuntimeConfig().auth;
  // Sent in the caller's task when the grant needs no ceremony first: nothing waits before it.
  const body = grant.grantType === 'passkey' ? await passkeyBodyOf(grant) : bodyOf(grant);
  return callEndpoint(authRoutes.requestToken, {
    body,
    headers: {
      Authorization: `Basic ${base64(`${clientId}:${clientSecret}`)}`,
      // A staff session's token then goes to an HttpOnly cookie, out of every script's reach.
      'x-portal-session': 'cookie',
    },
    withoutToken: true,
    silent: true,
  });
}

function bodyOf(grant: Exclude<Grant, { grantType: 'passkey' }>) {
  switch (grant.grantType) {
    case 'password':
      return {
        grant_type: 'password' as const,
        username: grant.username,
        password: grant.password,
        scope: 'server',
      };
    case 'id_token':
      return { grant_type: 'id_token' as const, id_token: grant.idToken, scope: 'server' };
    case 'totp':
      return {
        grant_type: 'totp' as const,
        second_factor_token: grant.secondFactorToken,
        ...(grant.recoveryCode === undefined
          ? { code: grant.code ?? '' }
          : { recovery_code: grant.recoveryCode }),
        scope: 'server',
      };
  }
}

/** A passkey grant: the server's ceremony options, then the browser's passkey. */
async function passkeyBodyOf(grant: Extract<Grant, { grantType: 'passkey' }>) {
  const token = grant.secondFactorToken;
  const { challengeId, options } = await callEndpoint(authRoutes.passkeyOptions, {
    body: token ? { second_factor_token: token } : {},
    withoutToken: true,
    silent: true,
  });
  const credential = await assertPasskey(options);
  return {
    grant_type: 'passkey' as const,
    credential: JSON.stringify(credential),
    challenge_id: challengeId,
    ...(token ? { second_factor_token: token } : {}),
    scope: 'server',
  };
}

function base64(text: string): string {
  return btoa(
    Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''),
  );
}
