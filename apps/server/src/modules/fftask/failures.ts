import { failureEnvelopeSchema } from '../../http/envelope';

/** The failure answers every /fftask route may give besides its own success. */
export const fftaskFailures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  409: failureEnvelopeSchema,
};
