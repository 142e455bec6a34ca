import type { AuditEvent } from './audit-event';
import { auditContentOf } from './record-content';

/**
 * Refused calls of no one signed in (no token, an unknown or ended one) counted per client
 * address, minute and reason (`access_refusal_tallies`, migration 0034): a flood of them becomes
 * one record of the trail per address and minute, with its count, rather than one record each.
 */
export type RefusalTally = {
  /** The minute's start, ISO 8601 in UTC. */
  minute: string;
  client_address: string;
  /** The refusal's message key (`auth.signInAgain`, …). */
  reason: string;
  refusals: number | string;
  first_at: string;
  last_at: string;
  /** The first refused request's method and path. */
  first_request: string | null;
  user_agent: string;
  request_id: string;
};

const minuteMs = 60_000;

/** The start of the minute an instant falls in, ISO 8601 in UTC. */
export const minuteOf = (at: Date) =>
  new Date(Math.floor(at.getTime() / minuteMs) * minuteMs).toISOString();

/**
 * The tally of one refusal, as the record of it would have stored its text (cut to the trail's
 * columns): its minute, address and reason are what it is counted under.
 */
export function tallyOf(refusal: AuditEvent): RefusalTally {
  const content = auditContentOf(refusal);
  return {
    minute: minuteOf(refusal.occurredAt),
    client_address: content.client_address,
    reason: content.reason ?? '',
    refusals: 1,
    first_at: content.occurred_at,
    last_at: content.occurred_at,
    first_request: content.object_id,
    user_agent: content.user_agent,
    request_id: content.request_id,
  };
}

/**
 * The record a tally is written to the trail as, once its minute is over: `access.refused` with
 * no user, at the first refusal's time, naming the first request (its path, user agent and
 * request id); `details.count` says how many were refused, `details.lastAt` when the last was.
 */
export function tallyRecord(tally: RefusalTally): AuditEvent {
  return {
    occurredAt: new Date(tally.first_at),
    event: 'access.refused',
    result: 'refused',
    reason: tally.reason === '' ? null : tally.reason,
    object: tally.first_request === null ? null : { type: 'request', id: tally.first_request },
    clientAddress: tally.client_address,
    userAgent: tally.user_agent,
    requestId: tally.request_id,
    details: { count: Number(tally.refusals), minute: tally.minute, lastAt: tally.last_at },
  };
}
