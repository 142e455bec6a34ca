import type { TeamToken } from '@portal/contract';
import type { TeamTokenRow } from '../../repositories/sub-app-team-token-repository';

/** A team token as administrators see it: never the token, which no one can read again. */
export const teamTokenOf = (row: TeamTokenRow): TeamToken => ({
  id: row.id,
  name: row.name,
  issuedBy: { userId: row.issued_by, username: row.issuer_username, displayName: row.issuer_name },
  issuedAt: row.issued_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});
