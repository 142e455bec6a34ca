import { describe, expect, it } from 'vitest';
import { formatMoney, isValidAccount, isValidAmount } from './money';

describe('money', () => {
  it('takes the amounts the server takes', () => {
    for (const amount of ['1000', '1000.5', '1000.50', '0.01', ' 12 ']) {
      expect(isValidAmount(amount), amount).toBe(true);
    }
  });

  it('refuses zero, negatives, three decimals, exponents and too large amounts', () => {
    for (const amount of ['0', '0.00', '-5', '1.234', '1e20', '10000000000000', '', 'abc']) {
      expect(isValidAmount(amount), amount).toBe(false);
    }
  });

  it('takes 6 to 34 letters and digits as an account', () => {
    expect(isValidAccount('6222021001001234567')).toBe(true);
    expect(isValidAccount('12345')).toBe(false);
    expect(isValidAccount('6222-0210-0100')).toBe(false);
  });

  it('formats an amount in the user language', () => {
    expect(formatMoney('15000000.00', 'CNY', 'zh-CN')).toBe('¥15,000,000.00');
    expect(formatMoney('15000000.00', 'CNY', 'en')).toBe('CN¥15,000,000.00');
  });
});
