import type { Schedule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { toScheduleEvents } from './schedule-events';

const base: Schedule = {
  id: 5,
  calendarId: 2,
  title: '周例会',
  content: '',
  location: '',
  startTime: '2026-03-02T01:00:00.000Z',
  endTime: '2026-03-02T02:00:00.000Z',
  allDay: false,
  status: 400,
  participants: [],
  creator: { userId: 1, userName: '张三' },
  color: '#fa8c16',
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  canEdit: false,
  canCancel: false,
};

describe('toScheduleEvents', () => {
  it('labels the status and colours the event as the user coloured its calendar', () => {
    const [event] = toScheduleEvents([base], new Map([[2, '#722ed1']]), (key) => `[${key}]`);
    expect(event).toEqual({
      id: '5',
      title: '[cancelled] 周例会',
      start: base.startTime,
      end: base.endTime,
      allDay: false,
      color: '#722ed1',
      className: 'schedule-event schedule-event--cancelled',
    });
  });

  it('falls back to the schedule colour for a calendar not shown', () => {
    const [event] = toScheduleEvents([{ ...base, status: 0 }], new Map(), (key) => key);
    expect(event?.color).toBe('#fa8c16');
  });
});
