import { z } from 'zod';
import { multilineTextSchema, plainTextSchema } from './text';
import { jsonRecordIdSchema, recordIdSchema } from './ids';

/**
 * A money amount as a decimal string in the currency's main unit, at most two decimals
 * ("1250000.00"). Answers always carry two decimals; the server keeps integer cents.
 */
export const moneySchema = z.string().regex(/^\d{1,13}\.\d{2}$/);

/**
 * An amount the caller enters: a decimal string ("1000", "1000.5", "1000.50") or a JSON number
 * written the same way, positive, at most two decimals and below 10^13.
 */
export const amountInputSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,13}(\.\d{1,2})?$/)
      .refine((value) => /[1-9]/.test(value), 'must be positive'),
  );

/** Query of GET /finance/project/getApproProjectInfoById. */
export const projectIdQuerySchema = z.object({ id: recordIdSchema });
export type ProjectIdQuery = z.infer<typeof projectIdQuerySchema>;

export const projectStatusSchema = z.enum(['approved', 'pending', 'rejected']);

/** The contract application of a project, with what is left to pay out under it. */
export const contractApplicationSchema = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  projectId: z.number().int(),
  amount: moneySchema,
  paidAmount: moneySchema,
  remainingAmount: moneySchema,
  currency: z.string(),
  status: z.literal('initialised'),
  applicant: z.string(),
  createdAt: z.string(),
});
export type ContractApplication = z.infer<typeof contractApplicationSchema>;

/** An approved finance project of the caller's firm. `term` is in months. */
export const approvedProjectSchema = z.object({
  id: z.number().int(),
  projectNo: z.string(),
  name: z.string(),
  customer: z.string(),
  amount: moneySchema,
  currency: z.string(),
  term: z.number().int(),
  approvedAt: z.string(),
  status: z.literal('approved'),
  manager: z.string(),
  contractApplication: contractApplicationSchema.nullable(),
});
export type ApprovedProject = z.infer<typeof approvedProjectSchema>;

/** JSON body of POST /finance/contractAppInfo/init. */
export const initContractBodySchema = z.object({
  projectId: jsonRecordIdSchema,
  remark: multilineTextSchema(500).optional(),
});
export type InitContractBody = z.input<typeof initContractBodySchema>;

/** JSON body of POST /finance/paymentApplyInfo/payment. */
export const paymentBodySchema = z.object({
  contractAppId: jsonRecordIdSchema,
  amount: amountInputSchema,
  payeeName: plainTextSchema(128).pipe(z.string().min(1)),
  payeeAccount: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6,34}$/),
  purpose: z.string().trim().max(200).optional(),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

/** A payment application, with what remains payable under its contract after it. */
export const paymentApplicationSchema = z.object({
  id: z.number().int(),
  paymentNo: z.string(),
  contractAppId: z.number().int(),
  amount: moneySchema,
  currency: z.string(),
  remainingAmount: moneySchema,
  payeeName: z.string(),
  payeeAccount: z.string(),
  purpose: z.string().nullable(),
  status: z.literal('submitted'),
  createdAt: z.string(),
});
export type PaymentApplication = z.infer<typeof paymentApplicationSchema>;
