import { describe, expect, it } from 'vitest';
import { formatSyslogMessage, type SyslogMessage } from './syslog-message';

const message: SyslogMessage = {
  severity: 'notice',
  timestamp: '2026-11-26T09:30:00.123Z',
  hostname: 'portal-1.example.com',
  appName: 'portal',
  procId: '4242',
  msgId: 'audit',
  structuredData: [{ id: 'audit@32473', params: [['id', '7']] }],
  message: '{"id":7}',
};

describe('an RFC 5424 message', () => {
  it('writes the priority of the log audit facility, the header and the UTF-8 text after a BOM', () => {
    expect(formatSyslogMessage(message)).toBe(
      '<109>1 2026-11-26T09:30:00.123Z portal-1.example.com portal 4242 audit [audit@32473 id="7"] \uFEFF{"id":7}',
    );
    expect(formatSyslogMessage({ ...message, severity: 'warning' })).toMatch(/^<108>1 /);
    expect(formatSyslogMessage({ ...message, severity: 'informational' })).toMatch(/^<110>1 /);
  });

  it('escapes a quote, a backslash and a bracket in a value, and leaves out a null one', () => {
    const escaped = formatSyslogMessage({
      ...message,
      structuredData: [
        {
          id: 'audit@32473',
          params: [
            ['actor', 'a"b\\c]d'],
            ['firm', null],
            ['event', '登录'],
          ],
        },
      ],
    });
    expect(escaped).toContain('[audit@32473 actor="a\\"b\\\\c\\]d" event="登录"]');
  });

  it('writes the nil value for a missing header field or no structured data', () => {
    expect(
      formatSyslogMessage({ ...message, hostname: '', procId: 'a b', structuredData: [] }),
    ).toBe('<109>1 2026-11-26T09:30:00.123Z - portal a_b audit - \uFEFF{"id":7}');
  });

  it('cuts a header field to the width RFC 5424 gives it', () => {
    const long = formatSyslogMessage({ ...message, msgId: 'm'.repeat(40) });
    expect(long).toContain(` ${'m'.repeat(32)} [`);
  });
});
