import type { ListWeekQuery, ScheduleWeek } from '@portal/contract';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';
import { canWriteCalendar, readableCalendars } from './calendar-access';
import { weekOf } from './calendar-time';
import { toSchedule } from './schedule-access';

export type ListWeekOptions = { calendarIds: number[]; date: string; includeInvited: '0' | '1' };

/**
 * The schedules of the week containing `date` in the given calendars (every one must be
 * readable, else 403), plus, unless turned off, those the caller created or is invited to in
 * other calendars of the same firms. Cancelled and refused ones included: the shell labels them.
 */
export async function listWeekSchedules(
  caller: Caller,
  { calendarIds, date, includeInvited }: ListWeekOptions & Partial<ListWeekQuery>,
  deps: Pick<Repositories, 'schedules' | 'calendarBooks' | 'colleagues'>,
): Promise<ScheduleWeek> {
  const calendars = await readableCalendars(caller, calendarIds, deps);
  const week = weekOf(date);
  const firmIds = [...new Set(calendars.map((calendar) => calendar.firmId))];
  const rows = await deps.schedules.listOverlapping({
    viewerId: caller.userId,
    calendarIds,
    invited: includeInvited === '1' ? { userId: caller.userId, firmIds } : null,
    start: week.start,
    end: week.end,
  });
  const participants = await deps.schedules.listParticipants(rows.map((row) => row.id));
  const participantsOf = new Map<number, typeof participants>();
  for (const participant of participants) {
    const ofSchedule = participantsOf.get(participant.scheduleId);
    if (ofSchedule) ofSchedule.push(participant);
    else participantsOf.set(participant.scheduleId, [participant]);
  }
  // Each row brings its calendar's owner and the caller's role in its group.
  const writable = new Set(
    rows
      .filter((row) =>
        canWriteCalendar(
          { ownerId: row.calendarOwnerId, viewerRole: row.viewerRole },
          caller.userId,
        ),
      )
      .map((row) => row.calendarId),
  );
  return {
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    schedules: rows.map((row) =>
      toSchedule(
        { ...row, participants: participantsOf.get(row.id) ?? [] },
        caller.userId,
        writable,
      ),
    ),
  };
}
