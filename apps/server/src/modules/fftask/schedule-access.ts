import { resultCode, type Schedule } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { ScheduleRow } from '../../repositories/schedule-repository';
import type { Caller } from '../../plugins/app/authentication';
import { canReadCalendar, canWriteCalendar } from './calendar-access';

// Who may do what with a schedule (the caller being a member of its calendar's firm):
// - read: whoever may read its calendar, its creator and its participants;
// - edit (lock, save): its creator, its participants, and whoever may write its calendar;
// - cancel: its creator and the owner of its calendar.
// A schedule the caller may not read answers 404 exactly as one that does not exist; one they
// may read but not edit or cancel, 403.

export type ScheduleAction = 'read' | 'edit' | 'cancel';

type Deps = Pick<Repositories, 'schedules' | 'calendarBooks'>;

export type ScheduleWithParticipants = ScheduleRow & {
  participants: { userId: number; userName: string }[];
};

export async function scheduleFor(
  caller: Caller,
  scheduleId: number,
  action: ScheduleAction,
  { schedules, calendarBooks }: Deps,
): Promise<ScheduleWithParticipants> {
  const notFound = () => new AppError(404, resultCode.failure, 'fftask.scheduleNotFound');
  const row = await schedules.findById(scheduleId);
  if (!row || !(await caller.isMemberOf(row.firmId))) throw notFound();
  const participants = await schedules.listParticipants([row.id]);
  const schedule = { ...row, participants };
  const calendar = await calendarBooks.findById(row.calendarId, caller.userId);
  const isInvolved =
    row.creatorId === caller.userId || participants.some((p) => p.userId === caller.userId);
  const canRead =
    isInvolved || (calendar !== undefined && canReadCalendar(calendar, caller.userId));
  if (!canRead) throw notFound();
  const isAllowed = {
    read: true,
    edit: isInvolved || (calendar !== undefined && canWriteCalendar(calendar, caller.userId)),
    cancel: row.creatorId === caller.userId || row.calendarOwnerId === caller.userId,
  }[action];
  if (!isAllowed) {
    const key = action === 'cancel' ? 'fftask.scheduleCancelForbidden' : 'fftask.scheduleForbidden';
    throw new AppError(403, resultCode.failure, key);
  }
  return schedule;
}

export const scheduleIsCancelled = () =>
  new AppError(409, resultCode.failure, 'fftask.scheduleCancelled');

/** The answer shape, with what the caller may do; `writableCalendarIds` from the caller's view. */
export function toSchedule(
  schedule: ScheduleWithParticipants,
  viewerId: number,
  writableCalendarIds: ReadonlySet<number>,
): Schedule {
  const isInvolved =
    schedule.creatorId === viewerId || schedule.participants.some((p) => p.userId === viewerId);
  const isCancelled = schedule.status === 400;
  return {
    id: schedule.id,
    calendarId: schedule.calendarId,
    title: schedule.title,
    content: schedule.content,
    location: schedule.location,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    allDay: schedule.allDay === 1,
    status: schedule.status as Schedule['status'],
    participants: schedule.participants.map(({ userId, userName }) => ({ userId, userName })),
    creator: { userId: schedule.creatorId, userName: schedule.creatorName },
    color: schedule.color,
    version: schedule.version,
    updatedAt: schedule.updatedAt,
    canEdit: !isCancelled && (isInvolved || writableCalendarIds.has(schedule.calendarId)),
    canCancel:
      !isCancelled && (schedule.creatorId === viewerId || schedule.calendarOwnerId === viewerId),
  };
}

/** A schedule as the caller sees it right after a change. */
export async function answerSchedule(
  caller: Caller,
  scheduleId: number,
  deps: Deps,
): Promise<Schedule> {
  const schedule = await scheduleFor(caller, scheduleId, 'read', deps);
  const calendar = await deps.calendarBooks.findById(schedule.calendarId, caller.userId);
  const writable = new Set(
    calendar && canWriteCalendar(calendar, caller.userId) ? [calendar.id] : [],
  );
  return toSchedule(schedule, caller.userId, writable);
}
