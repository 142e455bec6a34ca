import { describe, expect, it } from 'vitest';
import { splitFullPath } from './tab';

describe('splitFullPath', () => {
  it('splits a path, its query and its hash', () => {
    expect(splitFullPath('/other/index?a=1#/detail/42?b=2')).toEqual({
      pathname: '/other/index',
      search: '?a=1',
      hash: '#/detail/42?b=2',
    });
  });

  it('keeps a hash router page without a query, and a plain path', () => {
    expect(splitFullPath('/other#/list')).toEqual({
      pathname: '/other',
      search: '',
      hash: '#/list',
    });
    expect(splitFullPath('/wel/index')).toEqual({ pathname: '/wel/index', search: '', hash: '' });
  });
});
