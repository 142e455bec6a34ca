/**
 * Answers of the database kept between requests, for the stamp (migration 0009) they were read
 * at. The stamps come with the bearer token, in the one query every protected request makes, and
 * the database changes a stamp in the same transaction as any change to the tables it covers:
 * so a change made through any instance, or straight in the database, is seen by every instance
 * on its next request, and nothing older than the request's own moment is ever answered.
 */
export type StampedCache<Value> = {
  /**
   * The value kept for `key` at `stamp`, else the one `read` gives, kept for the next call. A
   * null stamp (none in the database) keeps nothing.
   */
  answer: (stamp: string | null, key: string, read: () => Promise<Value>) => Promise<Value>;
};

/** At most `capacity` values, the least recently used leaving first. */
export function createStampedCache<Value>(capacity: number): StampedCache<Value> {
  let keptStamp: string | null = null;
  const kept = new Map<string, Promise<Value>>();
  return {
    answer: (stamp, key, read) => {
      if (stamp === null) return read();
      // Requests around a change may bring the old and the new stamp in turns: each clears what
      // the other read, and no value is ever answered for a stamp it was not read at.
      if (stamp !== keptStamp) {
        kept.clear();
        keptStamp = stamp;
      }
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const reading = read();
      kept.set(key, reading);
      reading.catch(() => {
        if (kept.get(key) === reading) kept.delete(key);
      });
      if (kept.size > capacity) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return reading;
    },
  };
}
