import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/wel/index', '/wel/index'],
    ['/info/index?tab=2#top', '/info/index?tab=2#top'],
    ['/newcrm/customer/list', '/newcrm/customer/list'],
  ])('accepts the in-app path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'wel/index'],
    ['a control character', '/wel\n/index'],
    ['the login page itself', '/login?redirect=/x'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectTarget(value)).toBeUndefined();
  });
});

describe('loginPathFor', () => {
  it('keeps the requested path as the redirect target', () => {
    expect(loginPathFor('/iframe', '?url=https://a.example')).toBe(
      '/login?redirect=%2Fiframe%3Furl%3Dhttps%3A%2F%2Fa.example',
    );
  });

  it.each(['/', '/wel', '/wel/index'])('leaves out the landing page %s', (path) => {
    expect(loginPathFor(path)).toBe('/login');
  });
});
