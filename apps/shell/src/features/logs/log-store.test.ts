import { getStore, setStore, storagePrefix } from '@/lib/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addLogEntry, clearLogs, maxLogEntries, useLogStore, type LogEntry } from './log-store';

function entry(index: number, overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    url: '/main/wel/index',
    time: 1_000 + index,
    type: 'error',
    message: `boom ${index}`,
    ...overrides,
  };
}

async function freshStore() {
  vi.resetModules();
  return (await import('./log-store')).useLogStore;
}

describe('log store', () => {
  beforeEach(() => clearLogs());

  it('keeps only the latest 100 entries, newest first', () => {
    for (let index = 0; index < 130; index += 1) addLogEntry(entry(index));

    const { entries } = useLogStore.getState();
    expect(entries).toHaveLength(maxLogEntries);
    expect(entries[0]?.message).toBe('boom 129');
    expect(entries.at(-1)?.message).toBe('boom 30');
  });

  it('records identical entries arriving in a burst one by one', () => {
    const same = entry(1);
    addLogEntry(same);
    addLogEntry(same);
    addLogEntry(same);

    expect(useLogStore.getState().entries).toHaveLength(3);
    expect(getStore<LogEntry[]>({ name: 'logsList' })).toHaveLength(3);
  });

  it('logs a failed call once when it fails the same way again moments later', () => {
    const failed = (time: number, url = '/fftask/pcCalendarBookGroup/set/query'): LogEntry => ({
      url,
      time,
      type: 'http',
      message: '服务异常',
      info: `GET ${url} → 200, code 500`,
    });
    addLogEntry(failed(1_000));
    // The query's retry, a second later, and another call failing between the two.
    addLogEntry(failed(1_500, '/uniHome/notices/list'));
    addLogEntry(failed(2_000));

    expect(useLogStore.getState().entries.map(({ url }) => url)).toEqual([
      '/uniHome/notices/list',
      '/fftask/pcCalendarBookGroup/set/query',
    ]);

    // Failing again later is a failure of its own.
    addLogEntry(failed(11_000));
    expect(useLogStore.getState().entries).toHaveLength(3);
  });

  it('persists the entries in local storage and reads them back at start', async () => {
    addLogEntry(entry(1, { stack: 'Error: boom\n    at main.js:1:1', info: 'main.js:1:1' }));
    addLogEntry(entry(2, { type: 'http', url: '/api/upms/role/login' }));

    expect(window.localStorage.getItem(storagePrefix + 'logsList')).toContain('boom 2');

    const reloaded = await freshStore();
    expect(reloaded.getState().entries).toEqual([
      entry(2, { type: 'http', url: '/api/upms/role/login' }),
      entry(1, { stack: 'Error: boom\n    at main.js:1:1', info: 'main.js:1:1' }),
    ]);
  });

  it('starts empty when the stored log is corrupt', async () => {
    window.localStorage.setItem(storagePrefix + 'logsList', '{not json');
    expect((await freshStore()).getState().entries).toEqual([]);

    setStore({ name: 'logsList', content: { not: 'a list' } });
    expect((await freshStore()).getState().entries).toEqual([]);
  });

  it('keeps the well-formed stored entries and drops the others', async () => {
    setStore({ name: 'logsList', content: [entry(1), { message: 42 }, null, 'text'] });

    expect((await freshStore()).getState().entries).toEqual([entry(1)]);
  });

  it('empties the log and the stored copy when cleared', () => {
    addLogEntry(entry(1));

    clearLogs();

    expect(useLogStore.getState().entries).toEqual([]);
    expect(getStore({ name: 'logsList' })).toEqual([]);
  });

  it('keeps logging in memory when the browser refuses the write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => addLogEntry(entry(1))).not.toThrow();
    expect(useLogStore.getState().entries).toHaveLength(1);
    setItem.mockRestore();
  });

  it('shortens huge stacks so that the log still fits in storage', () => {
    addLogEntry(entry(1, { stack: 'x'.repeat(50_000) }));

    expect(useLogStore.getState().entries[0]?.stack?.length).toBeLessThanOrEqual(4000);
  });
});
