import type { ContractApplication } from '@portal/contract';
import type { ContractApplicationRepository } from '../../repositories/contract-application-repository';
import { formatCents } from './money';

type ContractRow = NonNullable<Awaited<ReturnType<ContractApplicationRepository['findInFirm']>>>;

/** A contract application row as the API answers it. */
export function toContractApplication(row: ContractRow): ContractApplication {
  return {
    id: row.id,
    contractNo: row.contract_no,
    projectId: row.project_id,
    amount: formatCents(row.amount_cents),
    paidAmount: formatCents(row.paid_cents),
    remainingAmount: formatCents(row.amount_cents - row.paid_cents),
    currency: row.currency,
    status: 'initialised',
    applicant: row.applicant_name,
    createdAt: row.created_at,
  };
}
