import type { Schedule } from '@portal/contract';

/**
 * The status codes (spec §3), as the contract's `scheduleStatus` has them. Written out here: a
 * value imported from the contract would bring zod into the shell's code.
 */
export const scheduleStatus = { pending: 0, refused: 2, cancelled: 400 } as const;

export type ScheduleStatusKey = keyof typeof scheduleStatus;

const keys = new Map<number, ScheduleStatusKey>(
  Object.entries(scheduleStatus).map(([key, code]) => [code, key as ScheduleStatusKey]),
);

/** The name of a status code (spec §3: 0 pending, 2 refused, 400 cancelled). */
export function scheduleStatusKey(status: Schedule['status']): ScheduleStatusKey {
  return keys.get(status) ?? 'pending';
}

/** A schedule's title as the calendar shows it: its status label first (spec §4). */
export function labelledTitle(
  schedule: Pick<Schedule, 'status' | 'title'>,
  label: (key: ScheduleStatusKey) => string,
): string {
  return `${label(scheduleStatusKey(schedule.status))} ${schedule.title}`;
}

/** A cancelled schedule can no longer be locked, edited or cancelled (the server refuses). */
export function isCancelled(schedule: Pick<Schedule, 'status'>): boolean {
  return schedule.status === scheduleStatus.cancelled;
}
