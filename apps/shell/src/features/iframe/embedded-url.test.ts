import { describe, expect, it } from 'vitest';
import { embeddedUrlFrom, embeddedUrlParameter, printableValue } from './embedded-url';

/** The search string of /iframe carrying `value` as its url parameter, encoded as a link would. */
function searchWith(value: string) {
  return `?${new URLSearchParams({ url: value }).toString()}`;
}

describe('embeddedUrlFrom', () => {
  it('accepts an https address and returns it normalised', () => {
    expect(embeddedUrlFrom(searchWith('HTTPS://Example.COM/report?id=7'))).toEqual({
      ok: true,
      url: 'https://example.com/report?id=7',
    });
  });

  it('accepts an http address', () => {
    expect(embeddedUrlFrom(searchWith('http://intranet.example:8081/a b'))).toEqual({
      ok: true,
      url: 'http://intranet.example:8081/a%20b',
    });
  });

  it("reads every '#' as '&'", () => {
    expect(embeddedUrlFrom(searchWith('https://example.com/list?a=1#b=2#c=3'))).toEqual({
      ok: true,
      url: 'https://example.com/list?a=1&b=2&c=3',
    });
  });

  it("reads '#' as '&' when the link left it unencoded in the address", () => {
    expect(embeddedUrlFrom('?url=https://example.com/list?a=1#b=2')).toEqual({
      ok: true,
      url: 'https://example.com/list?a=1&b=2',
    });
  });

  it('refuses a missing or blank url as missing', () => {
    expect(embeddedUrlFrom('')).toEqual({ ok: false, reason: 'missing' });
    expect(embeddedUrlFrom('?other=1')).toEqual({ ok: false, reason: 'missing' });
    expect(embeddedUrlFrom('?url=')).toEqual({ ok: false, reason: 'missing' });
    expect(embeddedUrlFrom(searchWith('   '))).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://example.com/5f0c7c3e-1d2b-4a5e-9c1f-0d2b3c4d5e6f',
    'about:blank',
    'ftp://example.com/file',
    'vbscript:msgbox(1)',
  ])('refuses %s for its scheme', (value) => {
    expect(embeddedUrlFrom(searchWith(value))).toEqual({ ok: false, reason: 'scheme' });
  });

  it.each([
    '/main/wel/index',
    'report.html',
    '//evil.example/path',
    'https://',
    'http://exa mple.com',
  ])('refuses %s as not an absolute address', (value) => {
    expect(embeddedUrlFrom(searchWith(value))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ' javascript:alert(1)',
    ' https://example.com',
    'https://example.com ',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'https://example.com/\r\nSet-Cookie: a=b',
    '\u0000javascript:alert(1)',
    '\u200bhttps://example.com',
    'https://example.com/\u202egpj.exe',
  ])('refuses %j for its whitespace or control characters', (value) => {
    expect(embeddedUrlFrom(searchWith(value))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an address with credentials, which can disguise its host', () => {
    expect(embeddedUrlFrom(searchWith('https://intranet.example@evil.example/'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('embeddedUrlParameter', () => {
  it("returns the raw parameter with '#' read as '&', or null", () => {
    expect(embeddedUrlParameter(searchWith('javascript:a#b'))).toBe('javascript:a&b');
    expect(embeddedUrlParameter('?x=1')).toBeNull();
  });
});

describe('printableValue', () => {
  it('spells out hidden characters', () => {
    expect(printableValue('java\tscript:\u200b')).toBe('java\\u{9}script:\\u{200b}');
  });

  it('cuts a long value', () => {
    expect(printableValue('a'.repeat(10), 4)).toBe('aaaa…');
    expect(printableValue('abcd', 4)).toBe('abcd');
  });
});
