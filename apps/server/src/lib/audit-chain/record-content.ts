import type { AuditDetails, AuditEvent } from './audit-event';

/**
 * A record's columns as stored, all but its id and hashes: what its hash covers besides the
 * previous hash (`audit_events`, migration 0015).
 */
export type AuditContent = {
  occurred_at: string;
  event: string;
  result: string;
  reason: string | null;
  user_id: number | null;
  username: string | null;
  firm_id: number | null;
  object_type: string | null;
  object_id: string | null;
  client_address: string;
  user_agent: string;
  request_id: string;
  details: string | null;
};

/** The columns' widths: text beyond them is cut here, so no database cuts it differently. */
const lengths = {
  event: 64,
  result: 16,
  reason: 128,
  username: 255,
  objectType: 64,
  objectId: 512,
  clientAddress: 64,
  userAgent: 512,
  requestId: 64,
  detailsKey: 64,
  detailsText: 512,
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as both databases store it, so that the hash of what is written is the hash of what is
 * read back: no lone surrogate (PostgreSQL would store U+FFFD) or NUL (it refuses one), at most
 * `max` characters.
 */
function storable(text: string, max: number): string {
  const clean = text.replace(loneSurrogate, '\uFFFD').replaceAll('\u0000', '\uFFFD');
  if (clean.length <= max) return clean;
  return Array.from(clean).slice(0, max).join('');
}

const storableOrNull = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : storable(text, max);

/** The details as JSON with their keys sorted: the same facts always give the same text. */
function detailsText(details: AuditDetails | null | undefined): string | null {
  if (!details) return null;
  const sorted = Object.keys(details)
    .sort()
    .map((key) => {
      const value = details[key] ?? null;
      return [
        storable(key, lengths.detailsKey),
        typeof value === 'string' ? storable(value, lengths.detailsText) : value,
      ];
    });
  return JSON.stringify(Object.fromEntries(sorted));
}

/**
 * The columns an event is stored as: its time in UTC, its text as the databases keep it, its
 * details as sorted JSON. What is hashed is exactly what is read back, or a trail written on one
 * database would read as changed.
 */
export function auditContentOf(event: AuditEvent): AuditContent {
  return {
    occurred_at: event.occurredAt.toISOString(),
    event: storable(event.event, lengths.event),
    result: storable(event.result, lengths.result),
    reason: storableOrNull(event.reason, lengths.reason),
    user_id: event.userId ?? null,
    username: storableOrNull(event.username, lengths.username),
    firm_id: event.firmId ?? null,
    object_type: storableOrNull(event.object?.type, lengths.objectType),
    object_id: storableOrNull(
      event.object === null || event.object === undefined ? null : String(event.object.id),
      lengths.objectId,
    ),
    client_address: storable(event.clientAddress, lengths.clientAddress),
    user_agent: storable(event.userAgent, lengths.userAgent),
    request_id: storable(event.requestId, lengths.requestId),
    details: detailsText(event.details),
  };
}
