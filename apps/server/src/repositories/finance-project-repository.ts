import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type FinanceProjectRepository = ReturnType<typeof createFinanceProjectRepository>;

export function createFinanceProjectRepository(db: Kysely<Database>) {
  return {
    /** A project of the firm, with its manager's name; undefined when the firm has no such one. */
    findInFirm: async (projectId: number, firmId: number) => {
      const row = await db
        .selectFrom('finance_projects')
        .innerJoin('users', 'users.id', 'finance_projects.manager_user_id')
        .select([
          'finance_projects.id',
          'finance_projects.project_no',
          'finance_projects.name',
          'finance_projects.customer_name',
          'finance_projects.amount_cents',
          'finance_projects.currency',
          'finance_projects.term_months',
          'finance_projects.status',
          'finance_projects.approved_at',
          'finance_projects.manager_user_id',
          'users.display_name as manager_name',
        ])
        .where('finance_projects.id', '=', projectId)
        .where('finance_projects.firm_id', '=', firmId)
        .executeTakeFirst();
      return row && { ...row, amount_cents: Number(row.amount_cents) };
    },
  };
}
