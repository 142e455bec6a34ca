import type { CalendarSettings } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { getCalendarSettings } from './get-calendar-settings';

/** Saves the caller's calendar display settings in a firm (POST set/edit). */
export async function editCalendarSettings(
  caller: Caller,
  { firmId, now, ...settings }: CalendarSettings & { firmId?: number; now: Date },
  deps: Pick<Repositories, 'calendarSettings' | 'colleagues'>,
): Promise<CalendarSettings> {
  const me = await caller.firm(firmId);
  await deps.calendarSettings.save(caller.userId, me.firmId, settings, now);
  return getCalendarSettings(caller, { firmId: me.firmId }, deps);
}
