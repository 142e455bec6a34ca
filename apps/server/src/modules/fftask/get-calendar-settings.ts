import type { CalendarSettings } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

/** What the calendar shows until the user changes it. */
export const defaultCalendarSettings: CalendarSettings = {
  defaultView: 'week',
  weekStartsOn: 1,
  dayStartHour: 8,
  dayEndHour: 19,
};

/** The caller's calendar display settings in a firm (GET set/query). */
export async function getCalendarSettings(
  caller: Caller,
  { firmId }: { firmId?: number },
  { calendarSettings }: Pick<Repositories, 'calendarSettings'>,
): Promise<CalendarSettings> {
  const me = await caller.firm(firmId);
  const stored = await calendarSettings.find(caller.userId, me.firmId);
  if (!stored) return defaultCalendarSettings;
  return {
    defaultView: stored.defaultView as CalendarSettings['defaultView'],
    weekStartsOn: stored.weekStartsOn === 0 ? 0 : 1,
    dayStartHour: stored.dayStartHour,
    dayEndHour: stored.dayEndHour,
  };
}
