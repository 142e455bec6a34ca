import { describe, expect, it } from 'vitest';
import {
  isOrdered,
  toInputValue,
  toOffsetIso,
  toScheduleTimes,
  toTimeInput,
} from './schedule-times';

describe('schedule times', () => {
  it('writes a local input value as ISO 8601 with the local offset, the same instant', () => {
    const iso = toOffsetIso('2026-03-02T09:30');
    expect(iso).toMatch(/^2026-03-02T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso ?? '').getTime()).toBe(new Date(2026, 2, 2, 9, 30).getTime());
  });

  it('refuses what is not a date', () => {
    expect(toOffsetIso('')).toBeUndefined();
    expect(toOffsetIso('2026-3-2')).toBeUndefined();
    expect(toScheduleTimes({ start: 'x', end: '2026-03-02T10:00', allDay: false })).toBeUndefined();
  });

  it('runs an all-day schedule from midnight to the midnight after its last day', () => {
    const times = toScheduleTimes({ start: '2026-03-02', end: '2026-03-03', allDay: true });
    expect(new Date(times?.startTime ?? '').getTime()).toBe(new Date(2026, 2, 2).getTime());
    expect(new Date(times?.endTime ?? '').getTime()).toBe(new Date(2026, 2, 4).getTime());
  });

  it('shows a stored all-day schedule with its last day, not the day after', () => {
    const start = new Date(2026, 2, 2).toISOString();
    const end = new Date(2026, 2, 4).toISOString();
    expect(toTimeInput(start, end, true)).toEqual({
      start: '2026-03-02',
      end: '2026-03-03',
      allDay: true,
    });
  });

  it('round-trips a timed schedule through the form', () => {
    const start = new Date(2026, 2, 2, 9, 0);
    expect(toInputValue(start, false)).toBe('2026-03-02T09:00');
    const input = toTimeInput(
      start.toISOString(),
      new Date(2026, 2, 2, 10, 0).toISOString(),
      false,
    );
    const times = toScheduleTimes(input);
    expect(times && new Date(times.startTime).getTime()).toBe(start.getTime());
  });

  it('orders the end after the start', () => {
    expect(
      isOrdered({ startTime: '2026-03-02T09:00:00+08:00', endTime: '2026-03-02T10:00:00+08:00' }),
    ).toBe(true);
    expect(
      isOrdered({ startTime: '2026-03-02T09:00:00+08:00', endTime: '2026-03-02T09:00:00+08:00' }),
    ).toBe(false);
  });
});
