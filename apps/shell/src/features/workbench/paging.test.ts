import { describe, expect, it } from 'vitest';
import { countLabel, lastPage, pageWithin, searchKeyword } from './paging';

describe('paging', () => {
  it('counts the last page, with at least one page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });

  it('keeps the page asked for while it has records, else steps back to the last one', () => {
    expect(pageWithin(2, 25, 10)).toBe(2);
    expect(pageWithin(3, 20, 10)).toBe(2);
    expect(pageWithin(5, 0, 10)).toBe(1);
    expect(pageWithin(0, 25, 10)).toBe(1);
  });

  it('labels a partial count with a plus', () => {
    expect(countLabel(4)).toBe('4');
    expect(countLabel(100, true)).toBe('100+');
  });

  it('trims a search word to what the server takes, and blank to none', () => {
    expect(searchKeyword('  授信  ')).toBe('授信');
    expect(searchKeyword('   ')).toBeUndefined();
    expect(searchKeyword('x'.repeat(80))).toHaveLength(64);
  });
});
