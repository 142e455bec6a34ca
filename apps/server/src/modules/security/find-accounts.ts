import { securityUsersPageSize, type SecurityUser, type SecurityUsersPage } from '@portal/contract';
import type { AccountSummary } from '../../repositories/account-repository';
import type { Repositories } from '../../repositories/create-repositories';
import { statusOf } from './account-target';

const toUser = ({ status, ...account }: AccountSummary): SecurityUser => ({
  ...account,
  status: statusOf(status),
});

/**
 * A page of accounts by username, those whose username or display name holds `query` (all when
 * empty); `cursor` is the last username of the page before.
 */
export async function findAccounts(
  { query, cursor, now }: { query?: string; cursor?: string; now: Date },
  { accounts }: Pick<Repositories, 'accounts'>,
): Promise<SecurityUsersPage> {
  const page = await accounts.search(
    { query: query || undefined, after: cursor, limit: securityUsersPageSize },
    now,
  );
  return { users: page.accounts.map(toUser), nextCursor: page.nextCursor };
}
