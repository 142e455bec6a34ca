import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortestRoundTripMs } from './network-round-trip';

const entry = (requestStart: number, responseStart: number, transferSize = 500) =>
  ({ requestStart, responseStart, transferSize }) as PerformanceResourceTiming;

describe('shortestRoundTripMs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the shortest time to the first byte of the answers fetched', () => {
    expect(shortestRoundTripMs([entry(10, 62), entry(100, 151), entry(200, 290)])).toBe(51);
  });

  it('leaves out answers from the cache and other origins’ hidden timings', () => {
    expect(shortestRoundTripMs([entry(10, 11, 0), entry(0, 0), entry(100, 150)])).toBe(50);
  });

  it('knows nothing before an answer came over the network', () => {
    expect(shortestRoundTripMs([entry(10, 10.5, 0)])).toBeUndefined();
    expect(shortestRoundTripMs([])).toBeUndefined();
  });

  it('counts the page’s own document, which was fetched even when every file came from the cache', () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'navigation' ? [entry(5, 7)] : [entry(20, 21, 0)],
    );
    expect(shortestRoundTripMs()).toBe(2);
  });
});
