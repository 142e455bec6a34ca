import { describe, expect, it } from 'vitest';
import { financeActionOf } from './finance-action';

describe('financeActionOf', () => {
  it('asks contract to-dos to open the contract application', () => {
    expect(financeActionOf({ subApp: '/credit-projects/contract/detail', status: 0 })).toBe(
      'contract',
    );
  });

  it('asks payment to-dos to apply for a payment', () => {
    expect(financeActionOf({ subApp: '/newfactoring/payment/detail', status: 0 })).toBe('payment');
  });

  it('asks nothing of other to-dos, nor of ones no longer pending', () => {
    expect(financeActionOf({ subApp: '/credit/approval/detail', status: 0 })).toBeUndefined();
    expect(financeActionOf({ subApp: '/newfactoring/payment/detail', status: 1 })).toBeUndefined();
    // A whole segment, not a part of a word.
    expect(financeActionOf({ subApp: '/contracts-archive/list', status: 0 })).toBeUndefined();
  });
});
