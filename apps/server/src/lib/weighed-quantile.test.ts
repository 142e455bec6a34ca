import { describe, expect, it } from 'vitest';
import { weighedQuantileOf } from './weighed-quantile';

const equal = (values: number[]) => values.map((value) => ({ value, weight: 1 }));

describe('weighedQuantileOf', () => {
  it('is the nearest-rank quantile when every value weighs the same', () => {
    expect(weighedQuantileOf(equal([1000, 100, 300, 200, 400]), 0.5)).toBe(300);
    expect(weighedQuantileOf(equal([1000, 100, 300, 200, 400]), 0.95)).toBe(1000);
    expect(weighedQuantileOf([], 0.5)).toBeNull();
  });

  it("lets one user's many slow mounts weigh as much as another user's one", () => {
    const flood = Array.from({ length: 100 }, () => ({ value: 60_000, weight: 1 / 100 }));
    const others = [200, 300, 400].map((value) => ({ value, weight: 1 }));

    expect(weighedQuantileOf([...flood, ...others], 0.5)).toBe(300);
  });
});
