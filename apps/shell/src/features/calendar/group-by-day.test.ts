import type { Schedule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { groupByDay, uniqueSchedules } from './group-by-day';

const schedule = (id: number, start: Date, hours = 1): Schedule => ({
  id,
  calendarId: 1,
  title: `日程 ${id}`,
  content: '',
  location: '',
  startTime: start.toISOString(),
  endTime: new Date(start.getTime() + hours * 3_600_000).toISOString(),
  allDay: false,
  status: 0,
  participants: [],
  creator: { userId: 1, userName: '张三' },
  color: '#1677ff',
  version: 1,
  updatedAt: start.toISOString(),
  canEdit: true,
  canCancel: true,
});

describe('schedules by day', () => {
  it('groups by the local day they start on, days and times in order', () => {
    const days = groupByDay(
      [
        schedule(3, new Date(2026, 2, 3, 9)),
        schedule(2, new Date(2026, 2, 2, 14)),
        schedule(1, new Date(2026, 2, 2, 9)),
      ],
      new Date(2026, 2, 2),
    );
    expect(days.map((day) => [day.day, day.schedules.map((each) => each.id)])).toEqual([
      ['2026-03-02', [1, 2]],
      ['2026-03-03', [3]],
    ]);
  });

  it('puts a schedule begun before the range on its first day', () => {
    const days = groupByDay([schedule(1, new Date(2026, 2, 1, 9), 48)], new Date(2026, 2, 2));
    expect(days[0]?.day).toBe('2026-03-02');
  });

  it('keeps each schedule once across weeks', () => {
    const shared = schedule(1, new Date(2026, 2, 1, 23), 2);
    expect(uniqueSchedules([[shared], [shared, schedule(2, new Date(2026, 2, 3))]])).toHaveLength(
      2,
    );
  });
});
