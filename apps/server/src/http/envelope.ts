import { envelopeSchema, resultCode, type Envelope } from '@portal/contract';
import { z } from 'zod';

export function ok<T>(data: T): Envelope<T> {
  return { code: resultCode.ok, msg: '', data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** The answer of every failure: a code, a message and no data. */
export const failureEnvelopeSchema = envelopeSchema(z.null());
