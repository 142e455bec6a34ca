import { describe, expect, it } from 'vitest';
import { trustRaisedBy } from './trust-raised-by';
import { treasuryEntry as entry } from '../../testing/treasury-entry';

describe('what a registry change raises of an app’s trust', () => {
  it('nothing for the portal’s own paths, titles, owners or turning an app off', () => {
    expect(trustRaisedBy(null, entry)).toEqual([]);
    expect(trustRaisedBy(entry, { ...entry, url: '/sub-treasury/v2/', titleZh: '资金' })).toEqual(
      [],
    );
    const remote = { ...entry, url: 'https://apps.example.com/treasury/' };
    expect(trustRaisedBy(remote, { ...remote, enabled: false, ownerTeam: '资金科技组' })).toEqual(
      [],
    );
    expect(
      trustRaisedBy(remote, { ...remote, url: 'https://apps.example.com/treasury/v2/' }),
    ).toEqual([]);
  });

  it('a new origin in micro-app isolation, for a new route or a moved url', () => {
    const remote = { ...entry, url: 'https://apps.example.com/treasury/' };
    expect(trustRaisedBy(null, remote)).toEqual(['origin']);
    expect(trustRaisedBy(entry, remote)).toEqual(['origin']);
    expect(trustRaisedBy(remote, { ...remote, url: 'https://cdn.example.net/treasury/' })).toEqual([
      'origin',
    ]);
    expect(trustRaisedBy({ ...entry, url: null }, remote)).toEqual(['origin']);
  });

  it('an app leaving its own frame, and a frame given the user’s token', () => {
    const framed = { ...entry, isolation: 'frame' as const, url: 'https://vendor.example.com/' };
    expect(trustRaisedBy(framed, { ...framed, isolation: 'micro-app' })).toEqual([
      'origin',
      'isolation',
    ]);
    expect(trustRaisedBy(framed, { ...framed, grantToken: true })).toEqual(['grantToken']);
    expect(trustRaisedBy(null, { ...framed, grantToken: true })).toEqual(['grantToken']);
    expect(trustRaisedBy({ ...framed, grantToken: true }, { ...framed, grantToken: true })).toEqual(
      [],
    );
    // Into a frame of its own: less trust, at once.
    expect(trustRaisedBy(entry, { ...framed })).toEqual([]);
  });

  it('a scope the app’s own token did not hold, never one taken away or kept', () => {
    expect(trustRaisedBy(entry, { ...entry, scopes: ['home'] })).toEqual(['scopes']);
    expect(trustRaisedBy(null, { ...entry, scopes: ['profile'] })).toEqual(['scopes']);
    const home = { ...entry, scopes: ['home' as const] };
    expect(trustRaisedBy(home, { ...home, scopes: ['todo', 'home'] })).toEqual(['scopes']);
    expect(trustRaisedBy(home, { ...home, scopes: ['home'], titleEn: 'Funds' })).toEqual([]);
    expect(trustRaisedBy({ ...home, scopes: ['home', 'todo'] }, home)).toEqual([]);
  });

  it('pins removed, never pins given, changed to a new release or a new route unpinned', () => {
    const hash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
    const release = (name: string) => ({
      manifestVersion: 1 as const,
      release: name,
      files: { 'index.html': hash, [`js/app.${name}.js`]: hash },
    });
    const pinned = { ...entry, pinned: release('2.4.1') };
    expect(trustRaisedBy(pinned, entry)).toEqual(['unpinned']);
    expect(trustRaisedBy(entry, pinned)).toEqual([]);
    expect(trustRaisedBy(pinned, { ...pinned, pinned: release('2.5.0') })).toEqual([]);
    expect(trustRaisedBy(null, entry)).toEqual([]);
    expect(trustRaisedBy(null, pinned)).toEqual([]);
    // Pins of no file (what unreadable ones read as) removed: the app would run again.
    const nothingMatches = { ...entry, pinned: { manifestVersion: 1 as const, files: {} } };
    expect(trustRaisedBy(nothingMatches, entry)).toEqual(['unpinned']);
    const remote = { ...pinned, url: 'https://apps.example.com/treasury/' };
    expect(trustRaisedBy(pinned, { ...remote, pinned: null })).toEqual(['origin', 'unpinned']);
  });
});
