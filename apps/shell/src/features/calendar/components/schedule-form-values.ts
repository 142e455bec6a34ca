import type { Schedule } from '@portal/contract';
import { toInputValue, toTimeInput } from '../schedule-times';

/** The schedule form's fields: times as local `2026-03-02T09:00` strings (dates all day). */
export type ScheduleFormValues = {
  calendarId: number | undefined;
  title: string;
  location: string;
  allDay: boolean;
  start: string;
  end: string;
  participantIds: number[];
  color: string;
  content: string;
  status: 0 | 2;
};

const hourMs = 3_600_000;

/** The next full hour from now, an hour long: where a new schedule starts unless a slot was picked. */
export function newScheduleValues(
  range: { start?: Date; end?: Date; allDay?: boolean },
  calendarId: number | undefined,
  now = new Date(),
): ScheduleFormValues {
  const allDay = range.allDay ?? false;
  const start = range.start ?? new Date(Math.ceil(now.getTime() / hourMs) * hourMs);
  const end = range.end ?? new Date(start.getTime() + hourMs);
  const times =
    range.start && range.end && allDay
      ? toTimeInput(start.toISOString(), end.toISOString(), true)
      : { start: toInputValue(start, allDay), end: toInputValue(end, allDay), allDay };
  return {
    calendarId,
    title: '',
    location: '',
    ...times,
    participantIds: [],
    color: '#1677ff',
    content: '',
    status: 0,
  };
}

/** The form's values for a stored schedule. */
export function scheduleValues(schedule: Schedule): ScheduleFormValues {
  return {
    calendarId: schedule.calendarId,
    title: schedule.title,
    location: schedule.location,
    ...toTimeInput(schedule.startTime, schedule.endTime, schedule.allDay),
    participantIds: schedule.participants.map((person) => person.userId),
    color: schedule.color,
    content: schedule.content,
    status: schedule.status === 2 ? 2 : 0,
  };
}
