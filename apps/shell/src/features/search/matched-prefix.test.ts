import { describe, expect, it } from 'vitest';
import { matchedPrefixLength } from './matched-prefix';

describe('matchedPrefixLength', () => {
  it('covers the typed text of a label match, whatever the case', () => {
    expect(matchedPrefixLength('Credit list', 'cre')).toBe(3);
    expect(matchedPrefixLength('客户列表', '客户')).toBe(2);
  });

  it('covers the characters whose initials were typed', () => {
    expect(matchedPrefixLength('客户列表', 'kh')).toBe(2);
    expect(matchedPrefixLength('100 万自主贷', '100w')).toBe(5);
  });

  it('covers nothing for an empty query', () => {
    expect(matchedPrefixLength('客户列表', ' ')).toBe(0);
  });
});
