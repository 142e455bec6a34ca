import type { Generated } from 'kysely';

// Table types of migration 0004 (calendars and schedules), part of `Database` in schema.ts.
// Booleans are integers 0/1 and timestamps ISO 8601 text in UTC, as in every other table.

export type CalendarBookGroupTable = {
  id: Generated<number>;
  firm_id: number;
  owner_id: number;
  name: string;
  description: string;
  color: string;
  /** Starts at 1 and grows by one on every saved change. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
};

export type CalendarBookGroupMemberTable = {
  group_id: number;
  user_id: number;
  /** 'editor' or 'viewer'. */
  role: string;
};

export type CalendarBookTable = {
  id: Generated<number>;
  firm_id: number;
  owner_id: number;
  /** Set on the calendar of a calendar group. */
  group_id: number | null;
  /** The owner's id on their default personal calendar (unique per firm), else null. */
  default_for: number | null;
  name: string;
  color: string;
  created_at: string;
};

export type ScheduleTable = {
  id: Generated<number>;
  calendar_id: number;
  title: string;
  content: string;
  location: string;
  start_time: string;
  end_time: string;
  /** 1 all day, 0 not. */
  all_day: number;
  /** 0 pending, 2 refused, 400 cancelled. */
  status: number;
  color: string;
  creator_id: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
};

export type ScheduleParticipantTable = {
  schedule_id: number;
  user_id: number;
};

export type CalendarSettingTable = {
  user_id: number;
  firm_id: number;
  default_view: string;
  week_starts_on: number;
  day_start_hour: number;
  day_end_hour: number;
  updated_at: string;
};

export type CalendarColorTable = {
  user_id: number;
  calendar_id: number;
  color: string;
};

export type EditLockTable = {
  id: Generated<number>;
  /** 'schedule' or 'bookGroup'. */
  resource_type: string;
  resource_id: number;
  holder_id: number;
  acquired_at: string;
  expires_at: string;
};
