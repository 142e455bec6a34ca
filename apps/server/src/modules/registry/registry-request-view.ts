import {
  registryEntrySchema,
  trustRaises,
  type RegistryRequest,
  type TrustRaise,
} from '@portal/contract';
import type { RegistryRequestRow } from '../../repositories/registry-request-repository';

const isTrustRaise = (value: string): value is TrustRaise =>
  (trustRaises as readonly string[]).includes(value);

/**
 * An entry kept by a request; one asked before entries had scopes (migration 0031) held none,
 * one asked before they had pins (migration 0032) pinned nothing.
 */
const storedEntry = (text: string) =>
  registryEntrySchema.parse({ scopes: [], pinned: null, ...JSON.parse(text) });

/** A stored request as the API answers it. */
export function registryRequestOf(row: RegistryRequestRow): RegistryRequest {
  return {
    id: row.id,
    route: row.route,
    proposed: storedEntry(row.proposed),
    previous: row.previous === null ? null : storedEntry(row.previous),
    raises: row.raises.split(',').filter(isTrustRaise),
    status: row.status === 'approved' || row.status === 'rejected' ? row.status : 'pending',
    requestedBy: {
      userId: row.requested_by,
      username: row.requester_username,
      displayName: row.requester_name,
    },
    requestedAt: row.requested_at,
    decidedBy:
      row.decided_by === null
        ? null
        : {
            userId: row.decided_by,
            username: row.decider_username ?? '',
            displayName: row.decider_name ?? '',
          },
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
  };
}
