import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { everyFirm, firmKey, firmOfKey, firmScope, globalKey, otherFirms } from './query-keys';

describe('firmKey', () => {
  it('puts the firm before the feature and its parts', () => {
    const filter = { pageNum: 1, pageSize: 5 };
    expect(firmKey(7, 'messages', 'list', filter)).toEqual(['firm', 7, 'messages', 'list', filter]);
    expect(firmKey(7, 'messages')).toEqual(['firm', 7, 'messages']);
  });

  it('starts with the prefixes of every firm, of the firm and of the feature in the firm', () => {
    const key = firmKey(7, 'messages', 'unread');
    for (const prefix of [everyFirm, firmScope(7), firmKey(7, 'messages')]) {
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    }
    expect(key.slice(0, 2)).not.toEqual(firmScope(8));
  });

  it('keeps a firm 0 apart from no firm', () => {
    expect(firmOfKey(firmKey(0, 'menu'))).toBe(0);
  });
});

describe('firmOfKey', () => {
  it('reads the firm of a firm key only', () => {
    expect(firmOfKey(firmKey(7, 'todos', 'count'))).toBe(7);
    expect(firmOfKey(globalKey('config'))).toBeUndefined();
    expect(firmOfKey(['todos', 7])).toBeUndefined();
    expect(firmOfKey(['firm', '7'])).toBeUndefined();
  });
});

describe('globalKey', () => {
  it('is never a firm key', () => {
    expect(globalKey('config', 'runtime')).toEqual(['global', 'config', 'runtime']);
    expect(globalKey('config').slice(0, 1)).not.toEqual(everyFirm);
  });
});

describe('the prefixes in a query cache', () => {
  function cacheWith(keys: readonly (readonly unknown[])[]) {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 'data');
    const left = () =>
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
    return { client, left };
  }
  const keys = [
    firmKey(1, 'messages', 'list', { pageNum: 1 }),
    firmKey(1, 'messages', 'unread'),
    firmKey(1, 'todos', 'count'),
    firmKey(2, 'messages', 'unread'),
    firmKey(2, 'menu', 'tree', 7),
    globalKey('config'),
  ];

  it('removes a feature of one firm, then the whole firm', () => {
    const { client, left } = cacheWith(keys);
    client.removeQueries({ queryKey: firmKey(1, 'messages') });
    expect(left()).toEqual([keys[2], keys[3], keys[4], keys[5]]);
    client.removeQueries({ queryKey: firmScope(2) });
    expect(left()).toEqual([keys[2], keys[5]]);
  });

  it('removes every firm but one, and keeps what is not per firm', () => {
    const { client, left } = cacheWith(keys);
    client.removeQueries(otherFirms(2));
    expect(left()).toEqual([keys[3], keys[4], keys[5]]);
    client.removeQueries(otherFirms(undefined));
    expect(left()).toEqual([keys[5]]);
  });
});
