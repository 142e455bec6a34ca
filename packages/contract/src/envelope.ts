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
  /** 401 of the password grant: right password, and the user's passkey must confirm it. */
  secondFactorRequired: 4011,
  /** 403: the policy requires a passkey and the caller has none yet; they must add one first. */
  passkeyRequired: 4031,
} as const;
