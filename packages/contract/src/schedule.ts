import { z } from 'zod';
import { colorSchema, editLockSchema, fftaskFailures, personSchema } from './calendar';
import { endpoint } from './endpoint';
import { multilineTextSchema, plainTextSchema } from './text';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import { fftaskRoutes } from './routes/fftask';

// Schedules (spec §7 /fftask/pcSchedule, DESIGN §6).

/** 0 pending, 2 refused, 400 cancelled (spec §3). */
export const scheduleStatus = { pending: 0, refused: 2, cancelled: 400 } as const;
export const scheduleStatusSchema = z.union([z.literal(0), z.literal(2), z.literal(400)]);

/** An instant with its offset (`2026-03-02T09:00:00+08:00`), answered in UTC (`…Z`). */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/** At most this long, so a typo in a year cannot fill every week of a calendar. */
export const maxScheduleDays = 31;

const participantIdsSchema = z
  .array(jsonRecordIdSchema)
  .max(50)
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, 'lists a user twice');

const scheduleFields = {
  title: plainTextSchema(100).pipe(z.string().min(1)),
  content: multilineTextSchema(2000).default(''),
  location: plainTextSchema(200).default(''),
  startTime: instantSchema,
  endTime: instantSchema,
  allDay: z.boolean().default(false),
  participantIds: participantIdsSchema,
  color: colorSchema.default('#1677ff'),
};

type TimeRange = { startTime: string; endTime: string };

/** endTime after startTime, and at most `maxScheduleDays` later; errors name endTime. */
const withTimeRules = <T extends z.ZodType<TimeRange>>(schema: T) =>
  schema
    .refine((range) => range.endTime > range.startTime, {
      path: ['endTime'],
      message: 'must be after startTime',
    })
    .refine(
      (range) =>
        Date.parse(range.endTime) - Date.parse(range.startTime) <= maxScheduleDays * 86_400_000,
      { path: ['endTime'], message: `at most ${maxScheduleDays} days` },
    );

/** Body of POST /fftask/pcSchedule/creatorSchedule. */
export const createScheduleRequestSchema = withTimeRules(
  z.object({ calendarId: jsonRecordIdSchema, ...scheduleFields }),
);
export type CreateScheduleRequest = z.input<typeof createScheduleRequestSchema>;

/** Body of POST /fftask/pcSchedule/updateSchedule: every field, the version read, the lock held. */
export const updateScheduleRequestSchema = withTimeRules(
  z.object({
    id: jsonRecordIdSchema,
    version: jsonRecordIdSchema,
    ...scheduleFields,
    /** 0 pending or 2 refused; cancelling is cancelSchedule. Unchanged when absent. */
    status: z.union([z.literal(0), z.literal(2)]).optional(),
  }),
);
export type UpdateScheduleRequest = z.input<typeof updateScheduleRequestSchema>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  title: z.string(),
  content: z.string(),
  location: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  status: scheduleStatusSchema,
  participants: z.array(personSchema),
  creator: personSchema,
  color: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  canCancel: z.boolean(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** `1,2,3` (or the key repeated) to a list of calendar ids. */
const calendarIdListSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'expected up to 50 comma-separated ids')
    .refine(
      (value) => value.split(',').every((id) => Number(id) >= 1 && Number(id) <= 2_147_483_647),
      'expected ids from 1 to 2147483647',
    )
    .transform((value) => [...new Set(value.split(',').map(Number))]),
);

/** Query of GET /fftask/pcSchedule/listWeek. */
export const listWeekQuerySchema = z.object({
  calendarIds: calendarIdListSchema,
  /** Any day of the week wanted, `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** Also the schedules the caller is invited to in other calendars (default 1). */
  includeInvited: z.enum(['0', '1']).default('1'),
});
export type ListWeekQuery = z.input<typeof listWeekQuerySchema>;

export const scheduleWeekSchema = z.object({
  /** Monday and Sunday of the week, in China Standard Time. */
  weekStart: z.string(),
  weekEnd: z.string(),
  schedules: z.array(scheduleSchema),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;

/** Query of the pcSchedule calls on one schedule (cancelSchedule, addLock, …). */
export const scheduleQuerySchema = z.object({ id: recordIdSchema });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** Body of POST /fftask/pcSchedule/scheduleClash. */
export const scheduleClashRequestSchema = withTimeRules(
  z.object({
    startTime: instantSchema,
    endTime: instantSchema,
    participantIds: z.array(jsonRecordIdSchema).min(1).max(50),
    firmId: jsonRecordIdSchema.optional(),
    /** The schedule being edited, which does not clash with itself. */
    excludeScheduleId: jsonRecordIdSchema.optional(),
  }),
);
export type ScheduleClashRequest = z.input<typeof scheduleClashRequestSchema>;

/** A participant who is busy: when, without the titles (they may not be the caller's to read). */
export const scheduleClashSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  busy: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type ScheduleClash = z.infer<typeof scheduleClashSchema>;

/** The schedules of spec §7 (/fftask/pcSchedule), served and called from these definitions. */
export const scheduleEndpoints = {
  /** The schedules of some calendars in one week, Monday to Sunday. */
  listWeekSchedules: endpoint({
    ...fftaskRoutes.listWeekSchedules,
    query: listWeekQuerySchema,
    answer: scheduleWeekSchema,
    failures: fftaskFailures,
  }),
  /** Creates a schedule in a calendar the caller may write to. */
  createSchedule: endpoint({
    ...fftaskRoutes.createSchedule,
    body: createScheduleRequestSchema,
    answer: scheduleSchema,
    failures: fftaskFailures,
  }),
  /** Saves a schedule, with the version read and the schedule's edit lock held. */
  updateSchedule: endpoint({
    ...fftaskRoutes.updateSchedule,
    body: updateScheduleRequestSchema,
    answer: scheduleSchema,
    failures: fftaskFailures,
  }),
  /** Cancels a schedule (status 400); refused while someone else edits it. */
  cancelSchedule: endpoint({
    ...fftaskRoutes.cancelSchedule,
    query: scheduleQuerySchema,
    answer: scheduleSchema,
    failures: fftaskFailures,
  }),
  /** Who of some people is busy at a time (the times only, no titles). */
  findScheduleClashes: endpoint({
    ...fftaskRoutes.findScheduleClashes,
    body: scheduleClashRequestSchema,
    answer: z.array(scheduleClashSchema),
    failures: fftaskFailures,
  }),
  /** Takes a schedule's edit lock, or renews the caller's own. */
  takeScheduleLock: endpoint({
    ...fftaskRoutes.takeScheduleLock,
    query: scheduleQuerySchema,
    answer: editLockSchema,
    failures: fftaskFailures,
  }),
  /** Another full period for the caller's own lock on a schedule. */
  extendScheduleLock: endpoint({
    ...fftaskRoutes.extendScheduleLock,
    query: scheduleQuerySchema,
    answer: editLockSchema,
    failures: fftaskFailures,
  }),
  /** Gives the caller's lock on a schedule back. */
  releaseScheduleLock: endpoint({
    ...fftaskRoutes.releaseScheduleLock,
    query: scheduleQuerySchema,
    answer: z.boolean(),
    failures: fftaskFailures,
  }),
};
