import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepareQuery } from './prepared-query';

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;

/** A user's place in one firm (user_firms), with their name, the firm and both departments. */
export type MembershipDetail = NonNullable<Awaited<ReturnType<MembershipRepository['findDetail']>>>;

export function createMembershipRepository(db: Kysely<Database>) {
  // Asked by most protected requests (the caller's firm): prepared once.
  const findDetail = prepareQuery(db, (userId: number, firmId: number) =>
    db
      .selectFrom('user_firms')
      .innerJoin('users', 'users.id', 'user_firms.user_id')
      .innerJoin('firms', 'firms.id', 'user_firms.firm_id')
      .innerJoin('departments as dept', 'dept.id', 'user_firms.dept_id')
      .innerJoin('departments as bu', 'bu.id', 'user_firms.bu_dept_id')
      .select([
        'user_firms.user_id as userId',
        'users.display_name as userName',
        'firms.id as firmId',
        'firms.firm_no as firmNo',
        'firms.firm_name as firmName',
        'dept.id as deptId',
        'dept.dept_no as deptNo',
        'dept.dept_name as deptName',
        'dept.short_name as deptShortName',
        'bu.id as buDeptId',
        'bu.dept_no as buDeptNo',
        'bu.dept_name as buDeptName',
      ])
      .where('user_firms.user_id', '=', userId)
      .where('user_firms.firm_id', '=', firmId),
  );

  return {
    findDetail: async (userId: number, firmId: number) => (await findDetail(userId, firmId))[0],
  };
}
