import type { Firm } from '@portal/contract';
import { isRouteErrorResponse } from 'react-router';

/** A page of another of the user's firms was asked for: the 403 names that firm. */
export type OtherFirmRefusal = { otherFirm: Firm };

/** The firm a refused navigation's page belongs to, if the refusal named one. */
export function otherFirmOf(error: unknown): Firm | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const refusal = error.data as Partial<OtherFirmRefusal> | undefined;
  return refusal?.otherFirm;
}
