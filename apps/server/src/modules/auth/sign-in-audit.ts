import type { tokenRequestSchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { AuditNote } from '../../plugins/app/audit';
import type { FirstFactor } from '../../repositories/webauthn-challenge-repository';

export type TokenRequestBody = z.output<typeof tokenRequestSchema>;

type SecondStep = 'passkey' | 'totp' | 'recovery-code';
export type SignInMethod = 'password' | 'passkey' | 'id_token' | `${FirstFactor}+${SecondStep}`;

/** What a sign-in's audit record says of it: whom it was for and how, as far as known yet. */
export type AttemptedSignIn = {
  username: string | null;
  details: { grant: string; method?: SignInMethod } | null;
};

/** Appends a note to the audit trail with the request's context. */
export type RecordAudit = (note: AuditNote) => Promise<void>;

/**
 * How the user proved who they are, for the audit trail: the grant's own step, after the first
 * step (password or portal id_token) when the grant is a second factor.
 */
export function methodOf(body: TokenRequestBody, firstFactor: FirstFactor | null): SignInMethod {
  switch (body.grant_type) {
    case 'password':
    case 'id_token':
      return body.grant_type;
    case 'passkey':
      return firstFactor === null ? 'passkey' : `${firstFactor}+passkey`;
    case 'totp':
      return `${firstFactor ?? 'password'}+${body.recovery_code === undefined ? 'totp' : 'recovery-code'}`;
  }
}

/**
 * Records a sign-in refused for the caller's part (wrong credentials, client or id_token, too many
 * failures), its message key as the reason; a failure of the server is not the caller's.
 */
export async function recordRefusedSignIn(
  record: RecordAudit,
  error: unknown,
  attempted: AttemptedSignIn,
): Promise<void> {
  if (!(error instanceof AppError) || (error.statusCode !== 401 && error.statusCode !== 429)) {
    return;
  }
  await record({
    event: 'auth.sign-in',
    result: 'failure',
    reason: error.messageKey,
    ...attempted,
  });
}
