/** The colours offered for calendars, calendar groups and schedules (antd's base palette). */
export const calendarColors = {
  blue: '#1677ff',
  green: '#52c41a',
  orange: '#fa8c16',
  red: '#f5222d',
  purple: '#722ed1',
  cyan: '#13c2c2',
  magenta: '#eb2f96',
  gold: '#faad14',
} as const;

export type CalendarColorName = keyof typeof calendarColors;

/** The palette name of a colour, if it is one of ours (case-insensitive). */
export function colorNameOf(color: string): CalendarColorName | undefined {
  const lower = color.toLowerCase();
  return (Object.keys(calendarColors) as CalendarColorName[]).find(
    (name) => calendarColors[name] === lower,
  );
}
