/** What the schedule form holds: local times as `2026-03-02T09:00`, or dates for a whole day. */
export type TimeInput = { start: string; end: string; allDay: boolean };

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form holds it, local time: `2026-03-02T09:00`, or `2026-03-02` for a whole day. */
export function toInputValue(instant: Date, allDay: boolean): string {
  const date = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
  return allDay ? date : `${date}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The local offset of an instant as `+08:00`. */
function offsetOf(instant: Date): string {
  const minutes = -instant.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** A form time value as ISO 8601 with its offset, as the server takes times; undefined if invalid. */
export function toOffsetIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hours = '00', minutes = '00'] = match;
  const instant = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
  );
  if (Number.isNaN(instant.getTime())) return undefined;
  return `${year}-${month}-${day}T${hours}:${minutes}:00${offsetOf(instant)}`;
}

/**
 * The start and end the server gets. A whole day runs from the start date's midnight to the
 * midnight after the end date, so a one-day event ends the next day at 00:00.
 */
export function toScheduleTimes({
  start,
  end,
  allDay,
}: TimeInput): { startTime: string; endTime: string } | undefined {
  const startTime = toOffsetIso(start);
  if (!startTime) return undefined;
  if (allDay) {
    const endDay = /^\d{4}-\d{2}-\d{2}/.exec(end)?.[0];
    if (!endDay) return undefined;
    const next = new Date(`${endDay}T00:00:00`);
    next.setDate(next.getDate() + 1);
    const endTime = toOffsetIso(toInputValue(next, true));
    const dayStart = toOffsetIso(start.slice(0, 10));
    return endTime && dayStart ? { startTime: dayStart, endTime } : undefined;
  }
  const endTime = toOffsetIso(end);
  return endTime ? { startTime, endTime } : undefined;
}

/** Whether the end comes after the start (the server refuses otherwise). */
export function isOrdered(times: { startTime: string; endTime: string }): boolean {
  return Date.parse(times.endTime) > Date.parse(times.startTime);
}

/** The form's values for a stored schedule: an all-day end shows as the last day, not the day after. */
export function toTimeInput(startTime: string, endTime: string, allDay: boolean): TimeInput {
  const start = new Date(startTime);
  const end = new Date(endTime);
  if (allDay) end.setTime(end.getTime() - 1);
  return { start: toInputValue(start, allDay), end: toInputValue(end, allDay), allDay };
}
