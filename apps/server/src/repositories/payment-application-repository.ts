import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

export function createPaymentApplicationRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a payment application and draws its amount from the contract, or answers null when
     * the contract has less than that left. The check and the draw are one conditional UPDATE,
     * so concurrent payments can never take the contract past its amount.
     */
    submit: (payment: NewPaymentApplication) =>
      db.transaction().execute(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('contract_applications')
          .set({ paid_cents: sql<number>`paid_cents + ${payment.amountCents}` })
          .where('id', '=', payment.contractAppId)
          .where((eb) =>
            eb(eb('paid_cents', '+', payment.amountCents), '<=', eb.ref('amount_cents')),
          )
          .executeTakeFirst();
        if (numUpdatedRows === 0n) return null;
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
        return {
          id,
          remainingCents: Number(contract.amount_cents) - Number(contract.paid_cents),
        };
      }),
  };
}
