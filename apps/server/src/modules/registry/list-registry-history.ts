import {
  auditedRegistryEntrySchema,
  registryHistoryEvents,
  registryHistoryPageSize,
  trustRaises,
  type AuditedRegistryEntry,
  type RegistryHistoryEvent,
  type RegistryHistoryPage,
  type RegistryHistoryRecord,
  type TrustRaise,
} from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { RegistryHistoryRow } from '../../repositories/registry-history-repository';

const isHistoryEvent = (value: string): value is RegistryHistoryEvent =>
  (registryHistoryEvents as readonly string[]).includes(value);

const isTrustRaise = (value: string): value is TrustRaise =>
  (trustRaises as readonly string[]).includes(value);

const changes = ['add', 'edit', 'delete'] as const;
const changeOf = (value: unknown) => changes.find((change) => change === value) ?? null;

/** A JSON text, or null for one that does not read. */
function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** An entry as a record keeps it; null for none, or one that does not read as an entry. */
function auditedEntryOf(text: unknown): AuditedRegistryEntry | null {
  const parsed = auditedRegistryEntrySchema.safeParse(parsedJson(text));
  return parsed.success ? parsed.data : null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A record of the trail as the history shows it, from the flat details its route recorded. */
function historyRecordOf(row: RegistryHistoryRow & { event: RegistryHistoryEvent }) {
  const details = parsedJson(row.details);
  const fields: Record<string, unknown> =
    typeof details === 'object' && details !== null ? { ...details } : {};
  const request = fields.request ?? fields.closedRequest;
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    event: row.event,
    by: { userId: row.userId, username: row.username, displayName: row.displayName },
    change: row.event === 'registry.change' ? changeOf(fields.change) : null,
    request: typeof request === 'number' ? request : null,
    raises: (textOf(fields.raises) ?? '').split(',').filter(isTrustRaise),
    requestedBy: textOf(fields.requestedBy),
    reason: textOf(fields.reason),
    before: auditedEntryOf(fields.before),
    after: auditedEntryOf(fields.after),
  } satisfies RegistryHistoryRecord;
}

/**
 * The history of one registry entry: the trail's records of its changes, requests and decisions,
 * newest first, a page at a time (`cursor`: the last id of the page before). A route removed
 * keeps its history; a route never registered has none.
 */
export async function listRegistryHistory(
  { route, cursor }: { route: string; cursor?: number | undefined },
  { registryHistory }: Pick<Repositories, 'registryHistory'>,
): Promise<RegistryHistoryPage> {
  const rows = await registryHistory.page({
    route,
    events: registryHistoryEvents,
    before: cursor,
    limit: registryHistoryPageSize + 1,
  });
  const page = rows.slice(0, registryHistoryPageSize);
  const records = page.flatMap((row) =>
    isHistoryEvent(row.event) ? [historyRecordOf({ ...row, event: row.event })] : [],
  );
  const last = page.at(-1);
  return { records, nextCursor: rows.length > registryHistoryPageSize && last ? last.id : null };
}
