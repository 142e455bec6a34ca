import type { Schedule } from '@portal/contract';

const dayKey = (instant: Date) =>
  `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;

/**
 * Schedules by the local day they start on (or, for one that began earlier, the first day of
 * the shown range it is on), days in order, each day's schedules by start time.
 */
export function groupByDay(
  schedules: readonly Schedule[],
  from: Date,
): { day: string; date: Date; schedules: Schedule[] }[] {
  const days = new Map<string, { date: Date; schedules: Schedule[] }>();
  const sorted = [...schedules].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id,
  );
  for (const schedule of sorted) {
    const start = new Date(Math.max(Date.parse(schedule.startTime), from.getTime()));
    const key = dayKey(start);
    const entry = days.get(key) ?? {
      date: new Date(start.getFullYear(), start.getMonth(), start.getDate()),
      schedules: [],
    };
    entry.schedules.push(schedule);
    days.set(key, entry);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, entry]) => ({ day, ...entry }));
}

/** Every schedule once, whichever week or calendar it came from. */
export function uniqueSchedules(pages: readonly (readonly Schedule[])[]): Schedule[] {
  const byId = new Map<number, Schedule>();
  for (const page of pages) for (const schedule of page) byId.set(schedule.id, schedule);
  return [...byId.values()];
}
