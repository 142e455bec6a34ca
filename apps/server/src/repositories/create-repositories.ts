import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createAccessTokenRepository } from './access-token-repository';
import { createFirmRepository } from './firm-repository';
import { createMembershipRepository } from './membership-repository';
import { createRoleRepository } from './role-repository';
import { createUserRepository } from './user-repository';

export type Repositories = ReturnType<typeof createRepositories>;

export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUserRepository(db),
    firms: createFirmRepository(db),
    memberships: createMembershipRepository(db),
    roles: createRoleRepository(db),
    accessTokens: createAccessTokenRepository(db),
  };
}
