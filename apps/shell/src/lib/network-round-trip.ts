/**
 * The shortest time to the first byte of any answer this page has fetched over the network (the
 * navigation and resource timing of its own origin; answers from the cache left out): the
 * network's round trip, plus the least the server took. Undefined before any such answer.
 */
export function shortestRoundTripMs(
  entries: readonly PerformanceResourceTiming[] = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[],
): number | undefined {
  let shortest: number | undefined;
  for (const { requestStart, responseStart, transferSize } of entries) {
    // Another origin's timing is hidden (zero) without its consent; a cached answer took no trip.
    if (requestStart <= 0 || responseStart < requestStart || transferSize === 0) continue;
    const roundTrip = responseStart - requestStart;
    if (shortest === undefined || roundTrip < shortest) shortest = roundTrip;
  }
  return shortest;
}
