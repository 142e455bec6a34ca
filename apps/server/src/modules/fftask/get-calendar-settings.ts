import type { CalendarSettings } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../auth/authenticate-bearer-token';
import { resolveFirm } from './resolve-firm';

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
  { calendarSettings, colleagues }: Pick<Repositories, 'calendarSettings' | 'colleagues'>,
): Promise<CalendarSettings> {
  const me = await resolveFirm(caller, firmId, colleagues);
  const stored = await calendarSettings.find(caller.userId, me.firmId);
  if (!stored) return defaultCalendarSettings;
  return {
    defaultView: stored.defaultView as CalendarSettings['defaultView'],
    weekStartsOn: stored.weekStartsOn === 0 ? 0 : 1,
    dayStartHour: stored.dayStartHour,
    dayEndHour: stored.dayEndHour,
  };
}
