import { describe, expect, it } from 'vitest';
import { mondayOf, serverDateOf, weeksCovering } from './calendar-weeks';

describe('calendar weeks', () => {
  it('takes the date of an instant in China Standard Time', () => {
    expect(serverDateOf(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(serverDateOf(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('finds the Monday of a date', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
  });

  it('asks for one week for a week view that starts on Monday in China', () => {
    const start = new Date('2026-03-01T16:00:00Z'); // Monday 2 March, 00:00 CST
    const end = new Date('2026-03-08T16:00:00Z');
    expect(weeksCovering(start, end)).toEqual(['2026-03-02']);
  });

  it('asks for two weeks when the shown week starts on Sunday', () => {
    const start = new Date('2026-02-28T16:00:00Z'); // Sunday 1 March, 00:00 CST
    const end = new Date('2026-03-07T16:00:00Z');
    expect(weeksCovering(start, end)).toEqual(['2026-02-23', '2026-03-02']);
  });

  it('asks for every week a month view shows', () => {
    const start = new Date('2026-02-22T16:00:00Z'); // Monday 23 February CST
    const end = new Date('2026-04-05T16:00:00Z'); // six weeks later
    expect(weeksCovering(start, end)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });

  it('asks for nothing for an empty range', () => {
    const at = new Date('2026-03-02T00:00:00Z');
    expect(weeksCovering(at, at)).toEqual([]);
  });
});
