import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RoleRepository = ReturnType<typeof createRoleRepository>;

export function createRoleRepository(db: Kysely<Database>) {
  return {
    /** The roles a user holds in one firm. */
    listForUserInFirm: (userId: number, firmId: number) =>
      db
        .selectFrom('roles')
        .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
        .select(['roles.id', 'roles.role_no', 'roles.role_name'])
        .where('user_roles.user_id', '=', userId)
        .where('roles.firm_id', '=', firmId)
        .orderBy('roles.role_no')
        .execute(),
  };
}
