import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type ContractApplicationRepository = ReturnType<typeof createContractApplicationRepository>;

export type NewContractApplication = {
  projectId: number;
  firmId: number;
  applicantId: number;
  contractNo: string;
  amountCents: number;
  currency: string;
  remark: string | null;
  createdAt: Date;
};

export function createContractApplicationRepository(db: Kysely<Database>) {
  const withApplicant = () =>
    db
      .selectFrom('contract_applications')
      .innerJoin('users', 'users.id', 'contract_applications.applicant_user_id')
      .select([
        'contract_applications.id',
        'contract_applications.project_id',
        'contract_applications.firm_id',
        'contract_applications.applicant_user_id',
        'contract_applications.contract_no',
        'contract_applications.amount_cents',
        'contract_applications.paid_cents',
        'contract_applications.currency',
        'contract_applications.status',
        'contract_applications.created_at',
        'users.display_name as applicant_name',
      ]);

  const normalise = <T extends { amount_cents: string | number; paid_cents: string | number }>(
    row: T | undefined,
  ) =>
    row && { ...row, amount_cents: Number(row.amount_cents), paid_cents: Number(row.paid_cents) };

  return {
    findByProject: async (projectId: number) =>
      normalise(
        await withApplicant()
          .where('contract_applications.project_id', '=', projectId)
          .executeTakeFirst(),
      ),

    findInFirm: async (contractAppId: number, firmId: number) =>
      normalise(
        await withApplicant()
          .where('contract_applications.id', '=', contractAppId)
          .where('contract_applications.firm_id', '=', firmId)
          .executeTakeFirst(),
      ),

    /** Throws a unique violation when the project already has a contract application. */
    insert: async (application: NewContractApplication) => {
      const { id } = await db
        .insertInto('contract_applications')
        .values({
          project_id: application.projectId,
          firm_id: application.firmId,
          applicant_user_id: application.applicantId,
          contract_no: application.contractNo,
          amount_cents: application.amountCents,
          paid_cents: 0,
          currency: application.currency,
          status: 'initialised',
          remark: application.remark,
          created_at: application.createdAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
