/**
 * How the history's hours read, in the operator's language and time zone (the server counts in
 * UTC hours): a day's first hour by its date, the others by their time.
 */
export function hourTickFormat(language: string): (epochSeconds: number) => string {
  const date = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (epochSeconds) => {
    const at = new Date(epochSeconds * 1000);
    return at.getHours() === 0 ? date.format(at) : time.format(at);
  };
}

/** An hour as its date and time, in the operator's language and time zone. */
export function hourFormat(language: string): (epochSeconds: number) => string {
  const format = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (epochSeconds) => format.format(epochSeconds * 1000);
}

/** An ISO 8601 hour of the server's answer as the epoch seconds the chart plots. */
export const epochSecondsOf = (iso: string) => Date.parse(iso) / 1000;
