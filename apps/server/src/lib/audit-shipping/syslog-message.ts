// A syslog message in the format of RFC 5424: header, structured data, then the message itself.

/** The severities the trail is shipped at (RFC 5424 §6.2.1). */
const severityCodes = { warning: 4, notice: 5, informational: 6 } as const;
export type SyslogSeverity = keyof typeof severityCodes;

/** Facility 13, "log audit" (RFC 5424 §6.2.1): the collector can route the trail by it. */
const logAuditFacility = 13;

/** One SD-ELEMENT: its SD-ID and its parameters, in order. A null value leaves the parameter out. */
export type StructuredData = { id: string; params: [name: string, value: string | null][] };

export type SyslogMessage = {
  severity: SyslogSeverity;
  /** ISO 8601 with its offset (`toISOString()`), which RFC 5424's TIMESTAMP accepts as is. */
  timestamp: string;
  hostname: string;
  appName: string;
  procId: string;
  msgId: string;
  structuredData: StructuredData[];
  /** Sent as UTF-8 after a byte order mark, as RFC 5424 §6.4 asks of UTF-8 text. */
  message: string;
};

/**
 * A header field as RFC 5424 allows it: printable US-ASCII without spaces, at most `max`
 * characters, `-` (the NILVALUE) when empty. Anything else becomes `_` rather than break the frame.
 */
function headerField(value: string, max: number): string {
  const printable = value.replace(/[^\x21-\x7e]/g, '_').slice(0, max);
  return printable === '' ? '-' : printable;
}

/** A PARAM-VALUE: `"`, `\` and `]` escaped with a backslash (RFC 5424 §6.3.3). */
const paramValue = (value: string) => value.replace(/["\\\]]/g, (character) => `\\${character}`);

function structuredDataText(elements: StructuredData[]): string {
  if (elements.length === 0) return '-';
  return elements
    .map(({ id, params }) => {
      const given = params.flatMap(([name, value]) =>
        value === null ? [] : [` ${name}="${paramValue(value)}"`],
      );
      return `[${id}${given.join('')}]`;
    })
    .join('');
}

/**
 * The message as RFC 5424 writes it: `<PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID SD MSG`,
 * its priority from the "log audit" facility and the severity. The header's widths are the RFC's.
 */
export function formatSyslogMessage(message: SyslogMessage): string {
  const priority = logAuditFacility * 8 + severityCodes[message.severity];
  const header = [
    `<${priority}>1`,
    headerField(message.timestamp, 32),
    headerField(message.hostname, 255),
    headerField(message.appName, 48),
    headerField(message.procId, 128),
    headerField(message.msgId, 32),
  ].join(' ');
  return `${header} ${structuredDataText(message.structuredData)} \uFEFF${message.message}`;
}
