import { z } from 'zod';
import { endpoint } from './endpoint';
import { totpRoutes } from './routes/totp';
import { reauthenticationChallengeSchema } from './second-factor';

/** A code of the authenticator app: six digits (spaces a user pasted are dropped). */
export const totpCodeSchema = z
  .string()
  .max(16)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'expected six digits'));

/**
 * A recovery code as the user types it: letters and digits, with or without the dashes and spaces
 * it is shown with, in either case.
 */
export const recoveryCodeSchema = z
  .string()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'expected a recovery code'));

/** GET /upms/user/totp: whether the caller has a confirmed authenticator app. */
export const totpStatusSchema = z.object({
  enrolled: z.boolean(),
  /** ISO 8601, UTC; null when not enrolled. */
  confirmedAt: z.string().nullable(),
  /** Recovery codes not used yet; 0 when not enrolled. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** What the app needs to add the account: the otpauth:// URI (the QR code) and its secret. */
export const totpEnrolmentSchema = z.object({
  /** `otpauth://totp/Portal:<username>?secret=…&issuer=Portal&algorithm=SHA1&digits=6&period=30`. */
  uri: z.string(),
  /** The same secret in base32, for typing it into the app. */
  secret: z.string(),
  /** Seconds the enrolment waits for its confirming code (10 minutes). */
  expiresIn: z.number().int().positive(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Body of POST /upms/user/totp/confirm. */
export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotp = z.input<typeof confirmTotpSchema>;

/** New recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The caller's authenticator app (protected; 403 while the second-factor policy is `off`). */
export const totpEndpoints = {
  totpStatus: endpoint({
    ...totpRoutes.totpStatus,
    answer: totpStatusSchema,
    failures: [401, 403],
  }),
  /**
   * Starts (or starts again) an enrolment with a new secret. 403 with code
   * `reauthenticationRequired` without a proof of the last five minutes on this session; 409
   * when an app is enrolled already (remove it first).
   */
  startTotpEnrolment: endpoint({
    ...totpRoutes.startTotpEnrolment,
    answer: totpEnrolmentSchema,
    failures: [401, 403, 409],
    failureData: reauthenticationChallengeSchema,
  }),
  /**
   * Confirms the enrolment with a code from the app; answers the ten recovery codes, once.
   * 400 for a wrong code or an enrolment expired or never started.
   */
  confirmTotpEnrolment: endpoint({
    ...totpRoutes.confirmTotpEnrolment,
    body: confirmTotpSchema,
    answer: recoveryCodesSchema,
    failures: [400, 401, 403],
  }),
  /**
   * Replaces every recovery code with ten new ones; 400 when no app is enrolled, 403 without a
   * fresh proof (as for the start).
   */
  regenerateRecoveryCodes: endpoint({
    ...totpRoutes.regenerateRecoveryCodes,
    answer: recoveryCodesSchema,
    failures: [400, 401, 403],
    failureData: reauthenticationChallengeSchema,
  }),
  /** Removes the app and its recovery codes; 400 when none is set up, 403 without a fresh proof. */
  removeTotp: endpoint({
    ...totpRoutes.removeTotp,
    answer: z.boolean(),
    failures: [400, 401, 403],
    failureData: reauthenticationChallengeSchema,
  }),
};
