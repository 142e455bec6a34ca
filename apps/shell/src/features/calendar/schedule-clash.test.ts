import { describe, expect, it } from 'vitest';
import { busyPeople, clashPeople } from './schedule-clash';

describe('the clash check', () => {
  it('asks about the owner and every participant, each once', () => {
    expect(clashPeople(1, [2, 3, 1, 2])).toEqual([1, 2, 3]);
    expect(clashPeople(1, [])).toEqual([1]);
  });

  it('names the busy participants with their busy times, and only them', () => {
    const people = busyPeople(
      [
        {
          userId: 2,
          userName: '李四',
          busy: [
            { startTime: '2026-03-02T01:00:00.000Z', endTime: '2026-03-02T02:00:00.000Z' },
            { startTime: '2026-03-02T06:00:00.000Z', endTime: '2026-03-02T07:00:00.000Z' },
          ],
        },
        { userId: 3, userName: '赵六', busy: [] },
        {
          userId: 4,
          userName: '钱七',
          busy: [{ startTime: '2026-03-02T01:30:00.000Z', endTime: '2026-03-02T02:30:00.000Z' }],
        },
      ],
      (start, end) => `${start.slice(11, 16)}-${end.slice(11, 16)}`,
    );
    expect(people).toEqual([
      { userId: 2, userName: '李四', times: ['01:00-02:00', '06:00-07:00'] },
      { userId: 4, userName: '钱七', times: ['01:30-02:30'] },
    ]);
  });
});
