import { randomBytes } from 'node:crypto';
import { resultCode, type PaymentApplication, type paymentBodySchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveCurrentFirm } from '../upms/resolve-current-firm';
import { formatCents, toCents } from './money';

export type ApplyForPaymentOptions = z.infer<typeof paymentBodySchema>;

/** A payment number: PA, the UTC date, and random hex (unique in the database). */
function newPaymentNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PA${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * A payment application under the caller's contract application (POST
 * /finance/paymentApplyInfo/payment). The amount is drawn from what remains of the contract in
 * one conditional UPDATE, so concurrent payments can never pay out more than the contract.
 */
export async function applyForPayment(
  caller: Caller,
  { contractAppId, amount, payeeName, payeeAccount, purpose }: ApplyForPaymentOptions,
  now: Date,
  {
    colleagues,
    memberships,
    contractApplications,
    paymentApplications,
  }: Pick<
    Repositories,
    'colleagues' | 'memberships' | 'contractApplications' | 'paymentApplications'
  >,
): Promise<PaymentApplication> {
  const { firmId } = await resolveCurrentFirm(caller, { colleagues, memberships });
  const contract = await contractApplications.findInFirm(contractAppId, firmId);
  if (!contract) throw new AppError(404, resultCode.failure, 'finance.contractNotFound');
  if (contract.applicant_user_id !== caller.userId) {
    throw new AppError(403, resultCode.failure, 'finance.notContractApplicant');
  }
  const amountCents = toCents(amount);
  const paymentNo = newPaymentNo(now);
  const submitted = await paymentApplications.submit({
    contractAppId,
    applicantId: caller.userId,
    paymentNo,
    amountCents,
    payeeName,
    payeeAccount,
    purpose: purpose || null,
    createdAt: now,
  });
  if (!submitted) {
    const latest = await contractApplications.findInFirm(contractAppId, firmId);
    const remaining = latest ? latest.amount_cents - latest.paid_cents : 0;
    throw new AppError(409, resultCode.failure, 'finance.amountExceedsRemaining', {
      remaining: formatCents(remaining),
    });
  }
  return {
    id: submitted.id,
    paymentNo,
    contractAppId,
    amount: formatCents(amountCents),
    currency: contract.currency,
    remainingAmount: formatCents(submitted.remainingCents),
    payeeName,
    payeeAccount,
    purpose: purpose || null,
    status: 'submitted',
    createdAt: now.toISOString(),
  };
}
