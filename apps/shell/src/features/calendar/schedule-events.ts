import type { Schedule } from '@portal/contract';
import { labelledTitle, scheduleStatusKey, type ScheduleStatusKey } from './schedule-status';

/** An event as FullCalendar takes it (the fields of its `EventInput` the calendar sets). */
export type ScheduleEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  color: string;
  className: string;
};

/**
 * The calendar's events: titled with their status label, in the colour the user gave their
 * calendar (else the schedule's own).
 */
export function toScheduleEvents(
  schedules: readonly Schedule[],
  calendarColors: ReadonlyMap<number, string>,
  label: (key: ScheduleStatusKey) => string,
): ScheduleEvent[] {
  return schedules.map((schedule) => ({
    id: String(schedule.id),
    title: labelledTitle(schedule, label),
    start: schedule.startTime,
    end: schedule.endTime,
    allDay: schedule.allDay,
    color: calendarColors.get(schedule.calendarId) ?? schedule.color,
    className: `schedule-event schedule-event--${scheduleStatusKey(schedule.status)}`,
  }));
}
