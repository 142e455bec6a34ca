import type { ReleaseFigures } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { failsBeside } from './release-figures';

const figures = (loads: number, failureRate: number | null): ReleaseFigures => ({
  version: '1.0.0',
  users: 3,
  loads,
  failedLoads: 0,
  failureRate,
  errors: 0,
  firstMountP75Ms: null,
});

describe('failsBeside', () => {
  const settings = { factor: 2, minLoads: 20 };

  it('is a newer release failing more than the factor times the previous one', () => {
    expect(failsBeside(settings, figures(20, 0.25), figures(20, 0.1))).toBe(true);
    expect(failsBeside(settings, figures(20, 0.2), figures(20, 0.1))).toBe(false);
    expect(failsBeside(settings, figures(20, 0.1), figures(20, 0.2))).toBe(false);
  });

  it('takes any failure as more when the previous release had none, and no failure as none', () => {
    expect(failsBeside(settings, figures(20, 0.05), figures(20, 0))).toBe(true);
    expect(failsBeside(settings, figures(20, 0), figures(20, 0))).toBe(false);
  });

  it('judges nothing below the minimum of loads on either side', () => {
    expect(failsBeside(settings, figures(1, 1), figures(20, 0))).toBe(false);
    expect(failsBeside(settings, figures(20, 1), figures(19, 0))).toBe(false);
  });
});
