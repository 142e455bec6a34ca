import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money';

describe('money', () => {
  it('reads whole, one-decimal and two-decimal amounts as exact cents', () => {
    expect(toCents('1000')).toBe(100000);
    expect(toCents('1000.5')).toBe(100050);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('9999999999999.99')).toBe(999999999999999);
  });

  it('writes cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(7)).toBe('0.07');
    expect(formatCents(100050)).toBe('1000.50');
    expect(formatCents(999999999999999)).toBe('9999999999999.99');
  });
});
