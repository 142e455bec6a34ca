import { describe, expect, it } from 'vitest';
import { framedPageUrl, sandboxOf } from './framed-sub-app';

describe('a framed sub-app', () => {
  it('may keep its own origin only when that is not the shell’s, and never moves the top page', () => {
    const crossOrigin = sandboxOf('https://vendor.example', 'https://portal.example');
    expect(crossOrigin.split(' ')).toContain('allow-same-origin');
    expect(crossOrigin).not.toMatch(/top-navigation/);
    expect(sandboxOf('https://portal.example', 'https://portal.example')).not.toMatch(
      /allow-same-origin/,
    );
  });

  it("opens the shell page's own address of the app", () => {
    const target = {
      appName: 'sub-factoring',
      url: 'https://vendor.example/app/',
      baseRoute: '/main/factoring',
    };
    expect(framedPageUrl(target, '/main/factoring/detail/42?tab=2')).toBe(
      'https://vendor.example/app/detail/42?tab=2',
    );
    expect(framedPageUrl(target, '/main/factoring')).toBe('https://vendor.example/app/');
    // Never another site, whatever the page says.
    expect(framedPageUrl(target, '/main/factoring//evil.example/x')).toMatch(
      /^https:\/\/vendor\.example\//,
    );
  });
});
