import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type ColleagueRepository = ReturnType<typeof createColleagueRepository>;

/** An active user's place in a firm, as the calendar needs it. */
export type Colleague = {
  userId: number;
  userName: string;
  deptId: number;
  deptName: string;
};

/** Active members of a firm (user_firms with users.status 1), for calendar sharing rules. */
export function createColleagueRepository(db: Kysely<Database>) {
  const members = (firmId: number) =>
    db
      .selectFrom('user_firms')
      .innerJoin('users', 'users.id', 'user_firms.user_id')
      .innerJoin('departments', 'departments.id', 'user_firms.dept_id')
      .select([
        'users.id as userId',
        'users.display_name as userName',
        'departments.id as deptId',
        'departments.dept_name as deptName',
      ])
      .where('user_firms.firm_id', '=', firmId)
      .where('users.status', '=', 1);

  return {
    find: (firmId: number, userId: number): Promise<Colleague | undefined> =>
      members(firmId).where('users.id', '=', userId).executeTakeFirst(),

    /** Those of the given users who are active members of the firm. */
    findMany: async (firmId: number, userIds: readonly number[]): Promise<Colleague[]> =>
      userIds.length === 0
        ? []
        : members(firmId)
            .where('users.id', 'in', [...userIds])
            .orderBy('users.id')
            .execute(),

    /** Everyone in the firm, or in one of its departments. */
    list: (firmId: number, deptId?: number): Promise<Colleague[]> => {
      const query = members(firmId);
      return (deptId === undefined ? query : query.where('departments.id', '=', deptId))
        .orderBy('users.id')
        .execute();
    },

    /** The first firm (lowest id) a user belongs to, for calls that name none. */
    firstFirmOf: async (userId: number): Promise<number | undefined> => {
      const row = await db
        .selectFrom('user_firms')
        .select('firm_id')
        .where('user_id', '=', userId)
        .orderBy('firm_id')
        .executeTakeFirst();
      return row?.firm_id;
    },
  };
}
