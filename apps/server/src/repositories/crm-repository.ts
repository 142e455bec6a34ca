import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CrmRepository = ReturnType<typeof createCrmRepository>;

export function createCrmRepository(db: Kysely<Database>) {
  return {
    /** The roles among roleNos the user holds in the firm, with their CRM rank if one is set. */
    listHeldRoles: async (userId: number, firmId: number, roleNos: string[]) => {
      if (roleNos.length === 0) return [];
      return db
        .selectFrom('roles')
        .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
        .leftJoin('crm_roles', 'crm_roles.role_id', 'roles.id')
        .select(['roles.role_no as roleNo', 'crm_roles.user_role as userRole'])
        .where('user_roles.user_id', '=', userId)
        .where('roles.firm_id', '=', firmId)
        .where('roles.role_no', 'in', roleNos)
        .orderBy('roles.role_no')
        .execute();
    },

    /** The user's department and business unit in the firm, with their CRM industry. */
    listMemberDepartments: (userId: number, firmId: number) =>
      db
        .selectFrom('user_firms')
        .innerJoin('departments', (join) =>
          join.on((eb) =>
            eb.or([
              eb('departments.id', '=', eb.ref('user_firms.dept_id')),
              eb('departments.id', '=', eb.ref('user_firms.bu_dept_id')),
            ]),
          ),
        )
        .leftJoin(
          'crm_department_industries',
          'crm_department_industries.dept_id',
          'departments.id',
        )
        .select([
          'departments.id as deptId',
          'departments.dept_name as deptName',
          'departments.dept_no as deptCode',
          'crm_department_industries.industry as industry',
          'user_firms.dept_id as primaryDeptId',
        ])
        .where('user_firms.user_id', '=', userId)
        .where('user_firms.firm_id', '=', firmId)
        .execute(),
  };
}
