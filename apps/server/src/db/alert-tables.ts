import type { Generated } from 'kysely';

// The alert rules of operations, their incidents and their posts to webhooks (migration 0039).

export type AlertRuleTable = {
  id: Generated<number>;
  kind: 'app-failing' | 'new-error-group';
  /** The registry route watched; null: every app. */
  route: string | null;
  minutes: number;
  webhook_url: string;
  created_at: string;
  created_by: number;
};

export type AlertIncidentTable = {
  id: Generated<number>;
  rule_id: number;
  route: string;
  app: string;
  /** A new error group's fingerprint; null for an app failing. */
  fingerprint: string | null;
  release: string | null;
  started_at: string;
  last_seen_at: string;
  /** Null while an app's failing has not lasted the rule's minutes. */
  alerted_at: string | null;
  resolved_at: string | null;
  /** JSON of what the alert said of it. */
  details: string;
};

export type AlertDeliveryTable = {
  id: Generated<number>;
  rule_id: number;
  incident_id: number;
  status: 'firing' | 'resolved';
  webhook_url: string;
  /** The JSON posted. */
  payload: string;
  created_at: string;
  attempts: Generated<number>;
  /** Null once delivered or given up. */
  next_attempt_at: string | null;
  delivered_at: string | null;
  failed_at: string | null;
  last_status: number | null;
  last_error: string | null;
};
