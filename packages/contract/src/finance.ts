import { z } from 'zod';
import { endpoint } from './endpoint';
import { multilineTextSchema, plainTextSchema } from './text';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import { financeRoutes } from './routes/finance';

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

/**
 * The payment's optional Idempotency-Key (1 to 255 visible ASCII characters, e.g. a UUID the
 * client makes per payment it means to apply); other headers pass through untouched.
 */
const paymentHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional(),
});

/** The failures of every finance call: bad input, not signed in, no access, not found, conflict. */
const financeFailures = [400, 401, 403, 404, 409] as const;

/** The finance endpoints (spec §7, /finance), served and called from these definitions. */
export const financeEndpoints = {
  /**
   * An approved project of the caller's firm, with its contract application if any; 404 for one of
   * another firm, 409 for one not approved.
   */
  getApprovedProject: endpoint({
    ...financeRoutes.getApprovedProject,
    query: projectIdQuerySchema,
    answer: approvedProjectSchema,
    failures: financeFailures,
  }),
  /** Opens the contract application of an approved project; 409 when it has one already. */
  initContract: endpoint({
    ...financeRoutes.initContract,
    body: initContractBodySchema,
    answer: contractApplicationSchema,
    failures: financeFailures,
  }),
  /**
   * Applies for a payment under a contract application; 409 for more than the contract has left.
   * The server also reads an optional Idempotency-Key header: a retry under it answers the first
   * answer, the key used for another payment is 422.
   */
  applyForPayment: endpoint({
    ...financeRoutes.applyForPayment,
    body: paymentBodySchema,
    headers: paymentHeadersSchema,
    answer: paymentApplicationSchema,
    failures: [...financeFailures, 422],
  }),
};
