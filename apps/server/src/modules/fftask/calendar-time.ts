// Calendar days and weeks are those of the group's offices: China Standard Time, UTC+8 all
// year (no daylight saving), whatever the server's own time zone is.

const offsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

export type Week = {
  /** Monday and Sunday, `YYYY-MM-DD`. */
  weekStart: string;
  weekEnd: string;
  /** [start, end) as UTC instants, for comparing with stored times. */
  start: string;
  end: string;
};

/** The Monday-to-Sunday week that contains a day (`YYYY-MM-DD`). */
export function weekOf(day: string): Week {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const daysSinceMonday = (new Date(midnightUtc).getUTCDay() + 6) % 7;
  const monday = midnightUtc - daysSinceMonday * dayMs;
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    weekStart: isoDay(monday),
    weekEnd: isoDay(monday + 6 * dayMs),
    start: new Date(monday - offsetMs).toISOString(),
    end: new Date(monday + 7 * dayMs - offsetMs).toISOString(),
  };
}

/** `HH:mm:ss` of an instant in China Standard Time, for messages. */
export function clockTime(instant: string): string {
  return new Date(Date.parse(instant) + offsetMs).toISOString().slice(11, 19);
}
