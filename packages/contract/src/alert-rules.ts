import { z } from 'zod';
import { jsonRecordIdSchema } from './ids';
import { registryRoutePattern } from './routes/registry';

/**
 * What an alert rule watches (docs/production.md, "Alerts"): `app-failing`, an app whose health
 * is failing or crashed for `minutes` on end; `new-error-group`, an error group first seen in the
 * app's current release, resolved once it goes `minutes` unreported.
 */
export const alertRuleKinds = ['app-failing', 'new-error-group'] as const;
export type AlertRuleKind = (typeof alertRuleKinds)[number];

/** The most rules kept: each is evaluated every run. */
export const maxAlertRules = 50;

/** The longest `minutes` a rule takes: a day. */
export const maxAlertMinutes = 1_440;

/** Body of POST /operations/alertRules. */
export const createAlertRuleRequestSchema = z.object({
  kind: z.enum(alertRuleKinds),
  /** The registry route of the app it watches; null: every app. */
  route: z.string().regex(registryRoutePattern).nullable(),
  minutes: z.number().int().min(1).max(maxAlertMinutes),
  /**
   * Where its alerts are posted: an http or https url. It may hold the receiver's secret, so the
   * server never shows it again in full, nor writes it in the audit trail: only its origin.
   */
  webhookUrl: z.url({ protocol: /^https?$/ }).max(512),
});
export type CreateAlertRuleRequest = z.input<typeof createAlertRuleRequestSchema>;

/** Body of POST /operations/alertRules/delete. */
export const deleteAlertRuleRequestSchema = z.object({ id: jsonRecordIdSchema });
export type DeleteAlertRuleRequest = z.input<typeof deleteAlertRuleRequestSchema>;

/** How the newest post of a rule's alerts fared. */
export const alertDeliverySchema = z.object({
  /** ISO 8601, UTC: when its alert or resolution was queued. */
  at: z.string(),
  status: z.enum(['firing', 'resolved']),
  /** `retrying`: the receiver has not taken it yet; `failed`: given up after every attempt. */
  outcome: z.enum(['delivered', 'retrying', 'failed']),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it did not answer. */
  httpStatus: z.number().int().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(alertRuleKinds),
  route: z.string().nullable(),
  minutes: z.number().int(),
  /** The webhook's origin (`https://hooks.example`): its path and query may hold a secret. */
  webhookOrigin: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** The username of who made it. */
  createdBy: z.string().nullable(),
  /** Incidents alerted and not yet resolved. */
  openIncidents: z.number().int(),
  lastDelivery: alertDeliverySchema.nullable(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRulesAnswerSchema = z.object({ rules: z.array(alertRuleSchema) });
export type AlertRulesAnswer = z.infer<typeof alertRulesAnswerSchema>;
