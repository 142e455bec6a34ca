import { createHash, randomBytes } from 'node:crypto';
import { resultCode, type PaymentApplication, type paymentBodySchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../plugins/app/authentication';
import type { Repositories } from '../../repositories/create-repositories';
import type { IdempotentRequest } from '../../repositories/idempotency-key-repository';
import { isUniqueViolation } from '../../repositories/is-unique-violation';
import type { SubmittedPayment } from '../../repositories/payment-application-repository';
import { formatCents, toCents } from './money';

export type ApplyForPaymentOptions = {
  body: z.infer<typeof paymentBodySchema>;
  now: Date;
  /** The Idempotency-Key header, if the client sent one. */
  idempotencyKey?: string | undefined;
};

/** The answer, and whether it is the stored answer of an earlier request with the same key. */
export type AppliedPayment = { payment: PaymentApplication; isReplay: boolean };

type Deps = Pick<Repositories, 'contractApplications' | 'paymentApplications' | 'idempotencyKeys'>;

/** A payment number: PA, the UTC date, and random hex (unique in the database). */
function newPaymentNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PA${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The request a key stands for: the same payment whatever way its amount was written. */
function requestHashOf(body: ApplyForPaymentOptions['body'], amountCents: number): string {
  const { contractAppId, payeeName, payeeAccount, purpose } = body;
  const fields = ['payment', contractAppId, amountCents, payeeName, payeeAccount, purpose || null];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The first answer given under the key, or null when the key is unused; 422 for another request. */
async function earlierAnswer(
  key: IdempotentRequest,
  { idempotencyKeys }: Pick<Deps, 'idempotencyKeys'>,
): Promise<AppliedPayment | null> {
  const used = await idempotencyKeys.find(key.userId, key.key);
  if (!used) return null;
  if (used.requestHash !== key.requestHash) {
    throw new AppError(422, resultCode.failure, 'finance.idempotencyKeyReused');
  }
  return { payment: used.answer as PaymentApplication, isReplay: true };
}

/**
 * A payment application under the caller's contract application (POST
 * /finance/paymentApplyInfo/payment). The amount is drawn from what remains of the contract in
 * one conditional UPDATE, so concurrent payments can never pay out more than the contract. With
 * an Idempotency-Key, a request the caller already made with that key is not applied again: it
 * gets the first answer (also when the two race), and the key used for another request is 422.
 */
export async function applyForPayment(
  caller: Caller,
  { body, now, idempotencyKey }: ApplyForPaymentOptions,
  repositories: Deps,
): Promise<AppliedPayment> {
  const { contractAppId, amount, payeeName, payeeAccount, purpose } = body;
  const amountCents = toCents(amount);
  const key: IdempotentRequest | undefined = idempotencyKey
    ? {
        userId: caller.userId,
        key: idempotencyKey,
        requestHash: requestHashOf(body, amountCents),
        now,
      }
    : undefined;
  const replay = key && (await earlierAnswer(key, repositories));
  if (replay) return replay;

  const { contractApplications, paymentApplications } = repositories;
  const { firmId } = await caller.currentFirm();
  const contract = await contractApplications.findInFirm(contractAppId, firmId);
  if (!contract) throw new AppError(404, resultCode.failure, 'finance.contractNotFound');
  if (contract.applicant_user_id !== caller.userId) {
    throw new AppError(403, resultCode.failure, 'finance.notContractApplicant');
  }
  const paymentNo = newPaymentNo(now);
  const answer = (submitted: SubmittedPayment): PaymentApplication => ({
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
  });
  const payment = {
    contractAppId,
    applicantId: caller.userId,
    paymentNo,
    amountCents,
    payeeName,
    payeeAccount,
    purpose: purpose || null,
    createdAt: now,
  };
  const submitted = await paymentApplications
    .submit(payment, key && { ...key, answer })
    .catch(async (error: unknown) => {
      // Another request with the key got there first: answer as it did.
      const first = key && isUniqueViolation(error) ? await earlierAnswer(key, repositories) : null;
      if (first) return first;
      throw error;
    });
  if (submitted && 'isReplay' in submitted) return submitted;
  if (!submitted) {
    const latest = await contractApplications.findInFirm(contractAppId, firmId);
    const remaining = latest ? latest.amount_cents - latest.paid_cents : 0;
    throw new AppError(409, resultCode.failure, 'finance.amountExceedsRemaining', {
      remaining: formatCents(remaining),
    });
  }
  return { payment: answer(submitted), isReplay: false };
}
