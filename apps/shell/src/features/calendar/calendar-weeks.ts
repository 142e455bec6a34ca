/** Weeks of the server run Monday to Sunday in China Standard Time (docs/api/fftask.md). */
export const serverTimeZone = 'Asia/Shanghai';

const dayMs = 86_400_000;
const serverDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: serverTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The server's calendar date (`YYYY-MM-DD`) of an instant. */
export function serverDateOf(instant: Date): string {
  return serverDate.format(instant);
}

/** The Monday of the week a date (`YYYY-MM-DD`) falls in, as `YYYY-MM-DD`. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/**
 * The server weeks (their Mondays) that a shown range [start, end) touches: one listWeek call
 * each. A month view touches five or six; a week that starts on Sunday touches two.
 */
export function weeksCovering(start: Date, end: Date): string[] {
  const mondays = new Set<string>();
  for (let time = start.getTime(); time < end.getTime(); time += dayMs) {
    mondays.add(mondayOf(serverDateOf(new Date(time))));
  }
  if (end.getTime() > start.getTime())
    mondays.add(mondayOf(serverDateOf(new Date(end.getTime() - 1))));
  return [...mondays].sort();
}
