import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  claimIdempotencyKey,
  recordIdempotentAnswer,
  type IdempotentRequest,
} from './idempotency-key-repository';

export type PaymentApplicationRepository = ReturnType<typeof createPaymentApplicationRepository>;

export type NewPaymentApplication = {
  contractAppId: number;
  applicantId: number;
  paymentNo: string;
  amountCents: number;
  payeeName: string;
  payeeAccount: string;
  purpose: string | null;
  createdAt: Date;
};

class NotEnoughLeft extends Error {
  override name = 'NotEnoughLeft';
}

export type SubmittedPayment = { id: number; remainingCents: number };

/** The Idempotency-Key of a payment, with the answer it is to be replayed as. */
export type PaymentIdempotency = IdempotentRequest & {
  answer: (submitted: SubmittedPayment) => unknown;
};

export function createPaymentApplicationRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a payment application and draws its amount from the contract, or answers null when
     * the contract has less than that left. The check and the draw are one conditional UPDATE,
     * so concurrent payments can never take the contract past its amount. With an idempotency
     * key, the key is claimed first and its answer stored in the same transaction: a payment
     * that is refused or fails leaves the key unused. Throws a unique violation when the key is
     * already used.
     */
    submit: (payment: NewPaymentApplication, idempotency?: PaymentIdempotency) =>
      db
        .transaction()
        .execute(async (trx): Promise<SubmittedPayment> => {
          if (idempotency) await claimIdempotencyKey(trx, idempotency);
          const { numUpdatedRows } = await trx
            .updateTable('contract_applications')
            .set({ paid_cents: sql<number>`paid_cents + ${payment.amountCents}` })
            .where('id', '=', payment.contractAppId)
            .where((eb) =>
              eb(eb('paid_cents', '+', payment.amountCents), '<=', eb.ref('amount_cents')),
            )
            .executeTakeFirst();
          // Thrown to roll back what the transaction did so far (a claimed key).
          if (numUpdatedRows === 0n) throw new NotEnoughLeft();
          const { id } = await trx
            .insertInto('payment_applications')
            .values({
              contract_app_id: payment.contractAppId,
              applicant_user_id: payment.applicantId,
              payment_no: payment.paymentNo,
              amount_cents: payment.amountCents,
              payee_name: payment.payeeName,
              payee_account: payment.payeeAccount,
              purpose: payment.purpose,
              status: 'submitted',
              created_at: payment.createdAt.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const contract = await trx
            .selectFrom('contract_applications')
            .select(['amount_cents', 'paid_cents'])
            .where('id', '=', payment.contractAppId)
            .executeTakeFirstOrThrow();
          const submitted = {
            id,
            remainingCents: Number(contract.amount_cents) - Number(contract.paid_cents),
          };
          if (idempotency) {
            await recordIdempotentAnswer(trx, idempotency, idempotency.answer(submitted));
          }
          return submitted;
        })
        .catch((error: unknown) => {
          if (error instanceof NotEnoughLeft) return null;
          throw error;
        }),
  };
}
