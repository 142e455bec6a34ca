import type { AuditRecordRow } from '../../repositories/audit-repository';

/** The columns of the export, in the order of the chain's content, then the hashes. */
const columns = [
  'id',
  'occurred_at',
  'event',
  'result',
  'reason',
  'user_id',
  'username',
  'firm_id',
  'object_type',
  'object_id',
  'client_address',
  'user_agent',
  'request_id',
  'details',
  'prev_hash',
  'hash',
] as const satisfies readonly (keyof AuditRecordRow)[];

/** Excel and the other spreadsheets read UTF-8 only after a byte order mark. */
const byteOrderMark = '\uFEFF';

/**
 * One cell. A spreadsheet runs text starting with = + - @ (or a tab or carriage return before
 * them) as a formula, and usernames and user agents are what anyone typed: such a cell starts
 * with an apostrophe, which shows the text as written (OWASP, CSV injection). Then RFC 4180:
 * a cell with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The file, a piece at a time: the BOM and the header, then a line per record. */
export async function* auditCsv(records: AsyncIterable<AuditRecordRow>): AsyncGenerator<string> {
  yield byteOrderMark + csvLine(columns);
  let lines = '';
  let count = 0;
  for await (const record of records) {
    lines += csvLine(columns.map((column) => record[column]));
    count += 1;
    // Handed on in batches: one write per record would cost more than making the line.
    if (count % 200 === 0) {
      yield lines;
      lines = '';
    }
  }
  if (lines) yield lines;
}

/** `audit-events-20261126T220000Z.csv`: when it was taken, in UTC. */
export function auditCsvFilename(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `audit-events-${stamp}.csv`;
}
