import { TraceMap } from '@jridgewell/trace-mapping';

export type SourceMapCacheOptions = {
  /** Maps kept parsed at most; the least recently used goes first. */
  maxMaps?: number;
  /** How long a map that could not be had stays unasked for: its origin may be back by then. */
  retryAfterMs?: number;
  now?: () => number;
};

type Entry = { map: Promise<TraceMap | null>; loadedAt: number };

/**
 * Parsed source maps by key, each loaded once however many frames and reports ask for it at the
 * same time (a map is megabytes of JSON). A map that could not be loaded or does not parse is
 * remembered as none for `retryAfterMs`, so that a report of an app whose maps are missing does
 * not ask its origin again each time.
 */
export function createSourceMapCache({
  maxMaps = 24,
  retryAfterMs = 5 * 60_000,
  now = Date.now,
}: SourceMapCacheOptions = {}) {
  const entries = new Map<string, Entry>();

  const parse = async (load: () => Promise<string | null>): Promise<TraceMap | null> => {
    try {
      const text = await load();
      return text === null ? null : new TraceMap(text);
    } catch {
      return null;
    }
  };

  return async (key: string, load: () => Promise<string | null>): Promise<TraceMap | null> => {
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      entries.set(key, kept);
      const map = await kept.map;
      if (map !== null || now() - kept.loadedAt < retryAfterMs) return map;
    }
    const entry: Entry = { map: parse(load), loadedAt: now() };
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxMaps) break;
      entries.delete(oldest);
    }
    return entry.map;
  };
}

export type SourceMapCache = ReturnType<typeof createSourceMapCache>;
