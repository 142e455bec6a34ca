import { Counter, type Registry } from 'prom-client';
import type { AuditNote } from '../audit';

/** How a sign-in attempt ended, as the token call answered it. */
export const signInOutcomes = [
  'success',
  /** A right password (or id_token) of a user with a second factor: the second step follows. */
  'second-factor-required',
  /** Wrong credentials, client, id_token or code. */
  'failure',
  /** Refused unchecked: the account or the address failed too often (429). */
  'too-many-attempts',
] as const;

export type SignInOutcome = (typeof signInOutcomes)[number];

/** The outcome a sign-in's audit record tells (`auth.sign-in`); null for any other record. */
export function signInOutcomeOf(note: AuditNote): SignInOutcome | null {
  if (note.event !== 'auth.sign-in') return null;
  if (note.result === 'success') return 'success';
  return note.reason === 'auth.tooManyAttempts' ? 'too-many-attempts' : 'failure';
}

/** portal_sign_ins_total by outcome, every outcome at 0 from the start so that rates exist. */
export function signInCounter(registry: Registry): (outcome: SignInOutcome) => void {
  const signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Sign-in attempts by outcome: success, second-factor-required, failure, too-many-attempts.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of signInOutcomes) signIns.inc({ outcome }, 0);
  return (outcome) => signIns.inc({ outcome });
}
