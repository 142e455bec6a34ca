import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;

export type MemberSearch = {
  firmId: number;
  keyword?: string;
  /** A department or business unit: its members and those of the departments under it. */
  deptId?: number;
  offset: number;
  limit: number;
};

/** A LIKE pattern matching the keyword anywhere, with its wildcards taken literally. */
const containsPattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** People and departments of a firm: the active members only. */
export function createDirectoryRepository(db: Kysely<Database>) {
  const members = (firmId: number) =>
    db
      .selectFrom('user_firms')
      .innerJoin('users', 'users.id', 'user_firms.user_id')
      .innerJoin('departments as dept', 'dept.id', 'user_firms.dept_id')
      .innerJoin('departments as bu', 'bu.id', 'user_firms.bu_dept_id')
      .where('user_firms.firm_id', '=', firmId)
      .where('users.status', '=', 1);

  const search = ({ firmId, keyword, deptId }: MemberSearch) => {
    let query = members(firmId);
    if (keyword) {
      const pattern = containsPattern(keyword);
      const matches = (column: 'users.display_name' | 'users.username' | 'users.employee_no') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      query = query.where((eb) =>
        eb.or([
          matches('users.display_name'),
          matches('users.username'),
          matches('users.employee_no'),
        ]),
      );
    }
    if (deptId !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('user_firms.dept_id', '=', deptId), eb('user_firms.bu_dept_id', '=', deptId)]),
      );
    }
    return query;
  };

  return {
    /** The firm's active members with their departments, by employee number. */
    listMembers: (firmId: number) =>
      members(firmId)
        .select([
          'users.id as userId',
          'users.display_name as userName',
          'users.employee_no as employeeNo',
          'users.avatar as avatar',
          'user_firms.dept_id as deptId',
          'dept.dept_name as deptName',
        ])
        .orderBy('users.employee_no')
        .orderBy('users.id')
        .execute(),

    searchMembers: (criteria: MemberSearch) =>
      search(criteria)
        .select([
          'users.id as userId',
          'users.display_name as userName',
          'users.employee_no as employeeNo',
          'users.avatar as avatar',
          'users.status as userStatus',
          'user_firms.firm_id as firmId',
          'dept.id as deptId',
          'dept.dept_name as deptName',
          'dept.dept_no as deptNo',
          'bu.id as buDeptId',
          'bu.dept_name as buDeptName',
        ])
        .orderBy('users.employee_no')
        .orderBy('users.id')
        .limit(criteria.limit)
        .offset(criteria.offset)
        .execute(),

    countMembers: async (criteria: MemberSearch) => {
      const { count } = await search(criteria)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The firm's departments, business units first, then by number. */
    listDepartments: (firmId: number) =>
      db
        .selectFrom('departments')
        .select(['id', 'parent_id', 'dept_no', 'dept_name'])
        .where('firm_id', '=', firmId)
        .orderBy('dept_no')
        .orderBy('id')
        .execute(),

    findDepartmentFirm: async (deptId: number) => {
      const row = await db
        .selectFrom('departments')
        .select('firm_id')
        .where('id', '=', deptId)
        .executeTakeFirst();
      return row?.firm_id ?? null;
    },
  };
}
