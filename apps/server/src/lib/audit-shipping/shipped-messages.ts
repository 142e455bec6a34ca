// What the trail sends its collector: each record of the chain, and each signed checkpoint of its
// head, as RFC 5424 messages with structured data a collector can filter and index on.
import type { AuditLink } from '../audit-chain/record-links';
import type { SignedCheckpoint } from './signed-checkpoint';
import { formatSyslogMessage } from './syslog-message';

/**
 * The SD-IDs of the trail's structured data. 32473 is the enterprise number that RFC 5612 sets
 * aside for examples: a collector matches these names, which say nothing of any real enterprise.
 */
export const recordDataId = 'audit@32473';
export const checkpointDataId = 'checkpoint@32473';

/** Where the messages come from: the host and process in their header, the instance in their data. */
export type ShippingOrigin = { hostname: string; procId: string; instance: string };

const appName = 'portal';

/**
 * A record as its message: its id, chain hash, event, result, actor, firm and the instance that
 * sent it as structured data; the whole stored record (every hashed column, both hashes) as the
 * JSON message, so that the collector holds a copy of the trail it can check on its own. A record
 * sent twice (after a reconnection) carries the same id and hash both times.
 */
export function recordMessage(record: AuditLink, origin: ShippingOrigin): string {
  return formatSyslogMessage({
    severity: record.result === 'success' ? 'notice' : 'warning',
    timestamp: record.occurred_at,
    hostname: origin.hostname,
    appName,
    procId: origin.procId,
    msgId: 'audit',
    structuredData: [
      {
        id: recordDataId,
        params: [
          ['id', String(record.id)],
          ['hash', record.hash],
          ['event', record.event],
          ['result', record.result],
          ['actor', record.username],
          ['userId', record.user_id === null ? null : String(record.user_id)],
          ['firm', record.firm_id === null ? null : String(record.firm_id)],
          ['instance', origin.instance],
        ],
      },
    ],
    message: JSON.stringify(record),
  });
}

/** A signed checkpoint as its message: the head it names in structured data, its line as the text. */
export function checkpointMessage(checkpoint: SignedCheckpoint, origin: ShippingOrigin): string {
  return formatSyslogMessage({
    severity: 'informational',
    timestamp: checkpoint.at,
    hostname: origin.hostname,
    appName,
    procId: origin.procId,
    msgId: 'checkpoint',
    structuredData: [
      {
        id: checkpointDataId,
        params: [
          ['id', String(checkpoint.id)],
          ['hash', checkpoint.hash],
          ['instance', checkpoint.instance],
          ['key', checkpoint.key],
        ],
      },
    ],
    message: JSON.stringify(checkpoint),
  });
}
