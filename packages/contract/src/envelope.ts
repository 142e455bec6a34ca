import { z } from 'zod';

/** Every answer of the API: code 0 is success, anything else is an error described by `msg`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

/** Codes the server puts in `code` (spec §8). */
export const resultCode = {
  ok: 0,
  failure: 1,
  unauthorized: 401,
  serverError: 500,
  /**
   * 401 of the password or id_token grant: the first step was right, and the user's second factor
   * (a passkey, an authenticator app) must confirm it.
   */
  secondFactorRequired: 4011,
  /**
   * 403: the policy requires a second factor and the caller has none yet; they must add a passkey
   * or set up an authenticator app first.
   */
  secondFactorEnrolmentRequired: 4031,
  /**
   * 403: the change (a second factor, the password) needs a proof of the user from the last five
   * minutes on this session (POST /upms/user/proof); `data` names the factors the proof takes.
   */
  reauthenticationRequired: 4032,
} as const;
