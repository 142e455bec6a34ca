import { describe, expect, it } from 'vitest';
import type { AuditRecordRow } from '../../repositories/audit-repository';
import { auditCsv, auditCsvFilename, csvCell } from './audit-csv';

const record: AuditRecordRow = {
  id: 7,
  occurred_at: '2026-11-26T08:00:00.000Z',
  event: 'auth.sign-in',
  result: 'failure',
  reason: 'auth.badCredentials',
  user_id: null,
  username: '=HYPERLINK("http://evil.example","点我")',
  firm_id: null,
  object_type: null,
  object_id: null,
  client_address: '10.0.0.1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64), "quoted"\nnext line',
  request_id: 'req-1',
  details: '{"a":1,"b":"x"}',
  prev_hash: '0'.repeat(64),
  hash: 'f'.repeat(64),
};

async function text(records: AuditRecordRow[]) {
  async function* source() {
    yield* records;
  }
  let file = '';
  for await (const piece of auditCsv(source())) file += piece;
  return file;
}

describe('csvCell', () => {
  it('quotes a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps a spreadsheet from reading text as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('auditCsv', () => {
  it('starts with the BOM and the header, and writes a CRLF line per record', async () => {
    const file = await text([record, { ...record, id: 6, username: 'zhangsan' }]);

    expect(file.startsWith('\uFEFFid,occurred_at,event,result,reason,user_id,username,')).toBe(
      true,
    );
    expect(file).toContain(
      `7,2026-11-26T08:00:00.000Z,auth.sign-in,failure,auth.badCredentials,,"'=HYPERLINK(""http://evil.example"",""点我"")",,,,10.0.0.1,"Mozilla/5.0 (X11; Linux x86_64), ""quoted""\nnext line",req-1,"{""a"":1,""b"":""x""}",${'0'.repeat(64)},${'f'.repeat(64)}\r\n`,
    );
    expect(
      file.endsWith(
        `6,2026-11-26T08:00:00.000Z,auth.sign-in,failure,auth.badCredentials,,zhangsan,,,,10.0.0.1,"Mozilla/5.0 (X11; Linux x86_64), ""quoted""\nnext line",req-1,"{""a"":1,""b"":""x""}",${'0'.repeat(64)},${'f'.repeat(64)}\r\n`,
      ),
    ).toBe(true);
  });

  it('is the header alone for no record', async () => {
    expect((await text([])).split('\r\n')).toHaveLength(2);
  });
});

describe('auditCsvFilename', () => {
  it('names the file after the time it was taken, in UTC', () => {
    expect(auditCsvFilename(new Date('2026-11-26T22:03:04.567Z'))).toBe(
      'audit-events-20261126T220304Z.csv',
    );
  });
});
