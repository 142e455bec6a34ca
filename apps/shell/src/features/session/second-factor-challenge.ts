import { HttpError } from '@/lib/http/http-error';
import type { Grant } from './api/request-token';
import type { SecondFactorChallenge } from './components/second-factor-step';

/**
 * The envelope code of a right password (or portal id_token) that a second factor must confirm
 * (the contract's `resultCode.secondFactorRequired`; the login page, which asks this file, imports
 * no value of the contract).
 */
const secondFactorRequiredCode = 4011;

const knownMethods = ['passkey', 'totp'] as const;

/**
 * What a password or id_token grant's answer carried when it asked for a second factor: its token
 * and the user's factors (a passkey when the answer names none it knows: a server before the
 * authenticator apps).
 */
export function secondFactorOf(failure: unknown, grant: Grant): SecondFactorChallenge | undefined {
  if (grant.grantType !== 'password' && grant.grantType !== 'id_token') return undefined;
  if (!(failure instanceof HttpError) || failure.code !== secondFactorRequiredCode)
    return undefined;
  const { data } = failure;
  if (typeof data !== 'object' || data === null || !('second_factor_token' in data))
    return undefined;
  if (typeof data.second_factor_token !== 'string') return undefined;
  const named = 'methods' in data && Array.isArray(data.methods) ? data.methods : [];
  const methods = knownMethods.filter((method) => named.includes(method));
  return {
    token: data.second_factor_token,
    methods: methods.length > 0 ? methods : ['passkey'],
    firstStep: grant.grantType,
  };
}
