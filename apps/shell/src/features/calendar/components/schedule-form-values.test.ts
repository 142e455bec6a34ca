import type { Schedule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { newScheduleValues, scheduleValues } from './schedule-form-values';

describe('schedule form values', () => {
  it('starts a new schedule at the next full hour, for an hour, in the default calendar', () => {
    const values = newScheduleValues({}, 2, new Date(2026, 2, 2, 9, 20));
    expect(values).toMatchObject({
      calendarId: 2,
      start: '2026-03-02T10:00',
      end: '2026-03-02T11:00',
      allDay: false,
      status: 0,
    });
  });

  it('starts in the slot picked on the calendar, a whole day ending on its last day', () => {
    const values = newScheduleValues(
      { start: new Date(2026, 2, 2), end: new Date(2026, 2, 4), allDay: true },
      2,
    );
    expect(values).toMatchObject({ start: '2026-03-02', end: '2026-03-03', allDay: true });
  });

  it('keeps a refused status, and fills the participants of a stored schedule', () => {
    const schedule = {
      calendarId: 3,
      title: '评审',
      location: '',
      content: '',
      startTime: new Date(2026, 2, 2, 9).toISOString(),
      endTime: new Date(2026, 2, 2, 10).toISOString(),
      allDay: false,
      participants: [{ userId: 2, userName: '李四' }],
      color: '#52c41a',
      status: 2,
    } as Schedule;
    expect(scheduleValues(schedule)).toMatchObject({
      start: '2026-03-02T09:00',
      participantIds: [2],
      status: 2,
    });
  });

  it('gives a stored whole-day schedule its first and last day, without a time', () => {
    const schedule = {
      calendarId: 3,
      title: '年会',
      location: '',
      content: '',
      startTime: new Date(2026, 2, 2).toISOString(),
      endTime: new Date(2026, 2, 4).toISOString(),
      allDay: true,
      participants: [] as Schedule['participants'],
      color: '#1677ff',
      status: 0,
    } as Schedule;
    expect(scheduleValues(schedule)).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-03',
      allDay: true,
    });
  });
});
