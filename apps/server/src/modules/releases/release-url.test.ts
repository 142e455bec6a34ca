import { describe, expect, it } from 'vitest';
import { isOnOriginOf, releaseUrlProblem } from './release-url';

const cdn = 'https://cdn.example.com/treasury/';

describe('releaseUrlProblem', () => {
  it('takes a versioned folder on the origin of the entry', () => {
    for (const [url, entryUrl] of [
      ['https://cdn.example.com/treasury/2.4.1/', cdn],
      ['https://cdn.example.com/other/2.4.1/index.html', cdn],
      ['/sub-treasury/2.4.1/', '/sub-treasury/'],
    ] as const) {
      expect(releaseUrlProblem(url, { entryUrl, version: '2.4.1', isDemo: false }), url).toBe(null);
    }
  });

  it('refuses another origin, even a sibling host or another port', () => {
    for (const url of [
      'https://evil.example.com/treasury/2.4.1/',
      'https://cdn.example.com:8443/treasury/2.4.1/',
      '/sub-treasury/2.4.1/',
    ]) {
      expect(releaseUrlProblem(url, { entryUrl: cdn, version: '2.4.1', isDemo: false })).toEqual({
        key: 'releases.otherOrigin',
        parameters: { url: cdn },
      });
    }
    expect(
      releaseUrlProblem(cdn, { entryUrl: '/sub-treasury/', version: '2.4.1', isDemo: false })?.key,
    ).toBe('releases.otherOrigin');
  });

  it('refuses a url without the version as a whole segment of its path', () => {
    for (const url of [
      'https://cdn.example.com/treasury/',
      'https://cdn.example.com/treasury/2.4.10/',
      'https://cdn.example.com/treasury/v2.4.1/',
      'https://cdn.example.com/treasury/?v=2.4.1',
    ]) {
      expect(
        releaseUrlProblem(url, { entryUrl: cdn, version: '2.4.1', isDemo: false }),
        url,
      ).toEqual({ key: 'releases.versionNotInUrl', parameters: { version: '2.4.1' } });
    }
  });

  it("refuses what the registry would not serve: plain http, the portal's own paths", () => {
    const http = 'http://cdn.example.com/treasury/2.4.1/';
    expect(releaseUrlProblem(http, { entryUrl: http, version: '2.4.1', isDemo: false })?.key).toBe(
      'registry.insecureUrl',
    );
    expect(
      releaseUrlProblem('/api/2.4.1/', { entryUrl: '/sub-x/', version: '2.4.1', isDemo: true })
        ?.key,
    ).toBe('registry.urlNotASubApp');
    const loopback = 'http://127.0.0.1:7001/treasury/2.4.1/';
    expect(
      releaseUrlProblem(loopback, { entryUrl: loopback, version: '2.4.1', isDemo: true }),
    ).toBe(null);
  });
});

describe('isOnOriginOf', () => {
  it('pairs paths with paths and absolute urls by origin', () => {
    expect(isOnOriginOf('/sub-a/1/', '/sub-b/')).toBe(true);
    expect(isOnOriginOf('//evil.example/1/', 'https://evil.example/')).toBe(false);
    expect(isOnOriginOf('https://a.example/1/', 'https://a.example/x/')).toBe(true);
    expect(isOnOriginOf('https://a.example/1/', 'https://b.example/x/')).toBe(false);
  });
});
