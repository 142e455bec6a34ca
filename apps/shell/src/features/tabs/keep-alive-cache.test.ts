import { describe, expect, it } from 'vitest';
import { reconcileKeepAlive, type KeepAliveCache, type KeptPage } from './keep-alive-cache';

const page = (key: string, keepAlive = true): KeptPage<string, string> => ({
  key,
  element: `<${key}>`,
  location: key,
  keepAlive,
});
const empty: KeepAliveCache<string, string> = { pages: [], recency: [] };

function show(keys: string[], open: string[], limit = 10) {
  return keys.reduce(
    (cache, key) =>
      reconcileKeepAlive(cache, page(key, !key.startsWith('plain')), new Set(open), limit),
    empty,
  );
}

describe('reconcileKeepAlive', () => {
  it('keeps every shown page whose tab is open', () => {
    const cache = show(['/a', '/b', '/c'], ['/a', '/b', '/c']);

    expect(cache.pages.map((each) => each.key)).toEqual(['/a', '/b', '/c']);
  });

  it('drops the page of a closed tab', () => {
    const cache = show(['/a', '/b', '/c'], ['/a', '/c']);

    expect(cache.pages.map((each) => each.key)).toEqual(['/a', '/c']);
  });

  it('keeps a page without keep-alive only while it is shown', () => {
    const cache = show(['/a', 'plain', '/b'], ['/a', 'plain', '/b']);

    expect(cache.pages.map((each) => each.key)).toEqual(['/a', '/b']);
  });

  it('drops the least recently shown page beyond the limit, never the shown one', () => {
    const cache = show(['/a', '/b', '/a', '/c'], ['/a', '/b', '/c'], 2);

    expect(cache.pages.map((each) => each.key).sort()).toEqual(['/a', '/c']);
    expect(cache.recency).toEqual(['/a', '/c']);
  });

  it('answers the same cache when nothing changed, and keeps the first element of a page', () => {
    const once = show(['/a'], ['/a']);
    const again = reconcileKeepAlive(once, { ...page('/a'), element: 'new' }, new Set(['/a']), 10);

    expect(again).toBe(once);
    expect(again.pages[0]?.element).toBe('</a>');
  });

  it('hides every kept page while a page outside the tabs is shown, and keeps them', () => {
    const cache = show(['/a', '/b'], ['/a', '/b']);
    const locked = reconcileKeepAlive(cache, undefined, new Set(['/a', '/b']), 10);

    expect(locked.pages.map((each) => each.key)).toEqual(['/a', '/b']);
  });
});
