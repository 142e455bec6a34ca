import { getStore, setStore } from '@/lib/storage';
import { create } from 'zustand';
import { storageKey } from '@/lib/storage-keys';

const logsKey = storageKey('logsList', 'session');

/** One local log entry (spec §3). */
export type LogEntry = {
  url: string;
  time: number;
  type: string;
  message: string;
  stack?: string;
  info?: string;
};

/** The log keeps the latest 100 entries (spec §9). */
export const maxLogEntries = 100;

// Stacks and messages can be huge (a minified bundle line); 100 of them must still fit in storage.
const maxFieldLength = 4000;

// A query asks once more a second after a failure (TanStack Query's retry): the same call failing
// the same way within this while is the same failure, one row, as it is one notice.
const repeatedFailureMs = 10_000;

type LogState = {
  /** Newest first. */
  entries: LogEntry[];
  addLogEntry: (entry: LogEntry) => void;
  clearLogs: () => void;
};

function isLogEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.url === 'string' &&
    typeof entry.time === 'number' &&
    typeof entry.type === 'string' &&
    typeof entry.message === 'string' &&
    (entry.stack === undefined || typeof entry.stack === 'string') &&
    (entry.info === undefined || typeof entry.info === 'string')
  );
}

/** The stored entries; anything unreadable counts as an empty log. */
export function readStoredLogs(): LogEntry[] {
  try {
    const stored = getStore<unknown>({ name: logsKey });
    return Array.isArray(stored) ? stored.filter(isLogEntry).slice(0, maxLogEntries) : [];
  } catch {
    return [];
  }
}

// Logging runs inside error handlers: a failing write (quota, privacy mode) must never throw,
// or the error it raises would be logged again.
function persist(entries: LogEntry[]): void {
  try {
    setStore({ name: logsKey, content: entries });
  } catch {
    // The entries stay in memory for this page.
  }
}

function clip(text: string | undefined): string | undefined {
  return text !== undefined && text.length > maxFieldLength ? text.slice(0, maxFieldLength) : text;
}

function normalise({ url, time, type, message, stack, info }: LogEntry): LogEntry {
  const entry: LogEntry = { url, time, type, message: clip(message) ?? '' };
  if (stack) entry.stack = clip(stack);
  if (info) entry.info = clip(info);
  return entry;
}

/** Whether `entry` is a failed call's that `earlier` has logged already, moments before. */
function repeats(entry: LogEntry, earlier: LogEntry): boolean {
  return (
    entry.type === 'http' &&
    earlier.type === 'http' &&
    entry.url === earlier.url &&
    entry.message === earlier.message &&
    entry.info === earlier.info &&
    entry.time >= earlier.time &&
    entry.time - earlier.time < repeatedFailureMs
  );
}

export const useLogStore = create<LogState>()((set, get) => ({
  entries: readStoredLogs(),
  addLogEntry: (entry) => {
    const added = normalise(entry);
    if (get().entries.some((earlier) => repeats(added, earlier))) return;
    // A fresh object each time: identical errors in a burst are still separate rows.
    const entries = [added, ...get().entries].slice(0, maxLogEntries);
    set({ entries });
    persist(entries);
  },
  clearLogs: () => {
    set({ entries: [] });
    persist([]);
  },
}));

/** Records an entry; usable outside React (error listeners, the HTTP client's log hook). */
export function addLogEntry(entry: LogEntry): void {
  useLogStore.getState().addLogEntry(entry);
}

export function clearLogs(): void {
  useLogStore.getState().clearLogs();
}
