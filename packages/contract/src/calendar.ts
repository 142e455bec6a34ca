import { z } from 'zod';
import { endpoint } from './endpoint';
import { jsonRecordIdSchema, recordIdSchema } from './ids';
import { fftaskRoutes } from './routes/fftask';
import { multilineTextSchema, plainTextSchema } from './text';

// Calendar books, calendar groups and the caller's calendar settings (spec §7, /fftask).

/** A display colour, `#rrggbb`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb');

/** A person as the calendar shows them. */
export const personSchema = z.object({ userId: z.number().int(), userName: z.string() });
export type Person = z.infer<typeof personSchema>;

/** `personal`: a user's own calendar; `group`: the shared calendar of a calendar group. */
export const calendarKindSchema = z.enum(['personal', 'group']);

export const calendarBookSchema = z.object({
  id: z.number().int(),
  firmId: z.number().int(),
  name: z.string(),
  kind: calendarKindSchema,
  /** The calendar group of a group calendar; null for a personal one. */
  groupId: z.number().int().nullable(),
  owner: personSchema,
  /** The caller's colour for it (changeColor), else the calendar's own. */
  color: z.string(),
  isDefault: z.boolean(),
  /** The caller may create and edit schedules in it. */
  canWrite: z.boolean(),
});
export type CalendarBook = z.infer<typeof calendarBookSchema>;

/** Optional firm of a calendar call; the firm chosen at sign-in (or the first) when absent. */
const firmField = { firmId: jsonRecordIdSchema.optional() };

/** A body that may be left out entirely (no body reaches the validator as null). */
const optionalBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? {}, schema);

/** Body of POST /fftask/pcCalendarBook/pcMineCalendar/new (may be absent). */
export const mineCalendarRequestSchema = optionalBody(z.object(firmField));
export type MineCalendarRequest = z.infer<typeof mineCalendarRequestSchema>;

/** Body of POST /fftask/pcCalendarBook/pcTeamCalendar/personal. */
export const colleagueCalendarRequestSchema = z.object({
  userId: jsonRecordIdSchema,
  ...firmField,
});
export type ColleagueCalendarRequest = z.infer<typeof colleagueCalendarRequestSchema>;

/** Body of POST /fftask/pcCalendarBook/pcTeamCalendar (may be absent). */
export const teamCalendarRequestSchema = optionalBody(
  z.object({
    ...firmField,
    /** `department` (default): colleagues of the caller's department; `firm`: the whole firm. */
    scope: z.enum(['department', 'firm']).default('department'),
  }),
);
export type TeamCalendarRequest = z.infer<typeof teamCalendarRequestSchema>;

export const teamMemberCalendarsSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  deptName: z.string(),
  calendars: z.array(calendarBookSchema),
});
export type TeamMemberCalendars = z.infer<typeof teamMemberCalendarsSchema>;

/** Query of the calendar-group GET calls that only need a firm. */
export const firmQuerySchema = z.object({ firmId: recordIdSchema.optional() });
export type FirmQuery = z.infer<typeof firmQuerySchema>;

/** Query naming one calendar group (getBookGroupInfo, addLock, extendLockTime, unLock). */
export const bookGroupQuerySchema = z.object({ id: recordIdSchema });
export type BookGroupQuery = z.infer<typeof bookGroupQuerySchema>;

/** GET /fftask/pcCalendarBookGroup/check: is this group name free in the firm? */
export const groupNameCheckQuerySchema = z.object({
  name: plainTextSchema(64).pipe(z.string().min(1)),
  firmId: recordIdSchema.optional(),
  /** The group being renamed, whose own name counts as free. */
  id: recordIdSchema.optional(),
});
export type GroupNameCheckQuery = z.infer<typeof groupNameCheckQuerySchema>;

export const groupNameCheckSchema = z.object({ name: z.string(), isAvailable: z.boolean() });

export const groupMemberRoleSchema = z.enum(['editor', 'viewer']);

const groupMemberInputSchema = z.object({
  userId: jsonRecordIdSchema,
  /** `editor`: may create schedules in the group calendar and modify the group. */
  role: groupMemberRoleSchema,
});

const groupFieldsSchema = {
  name: plainTextSchema(64).pipe(z.string().min(1)),
  description: multilineTextSchema(500).default(''),
  color: colorSchema,
  /** Everyone but the owner, who is always an editor. */
  members: z
    .array(groupMemberInputSchema)
    .max(200)
    .default([])
    .refine(
      (members) => new Set(members.map((member) => member.userId)).size === members.length,
      'lists a user twice',
    ),
};

/** Body of POST /fftask/pcCalendarBookGroup/createBookGroup. */
export const createBookGroupRequestSchema = z.object({ ...firmField, ...groupFieldsSchema });
export type CreateBookGroupRequest = z.infer<typeof createBookGroupRequestSchema>;

/** Body of POST /fftask/pcCalendarBookGroup/modifyBookGroup (needs the group's edit lock). */
export const modifyBookGroupRequestSchema = z.object({
  id: jsonRecordIdSchema,
  /** The version that was read; a save against a newer one is refused. */
  version: jsonRecordIdSchema,
  ...groupFieldsSchema,
});
export type ModifyBookGroupRequest = z.infer<typeof modifyBookGroupRequestSchema>;

export const bookGroupSchema = z.object({
  id: z.number().int(),
  firmId: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  owner: personSchema,
  members: z.array(personSchema.extend({ role: groupMemberRoleSchema })),
  /** The group's calendar, where its schedules live. */
  calendarId: z.number().int(),
  version: z.number().int(),
  canEdit: z.boolean(),
});
export type BookGroup = z.infer<typeof bookGroupSchema>;

/** Body of POST /fftask/pcCalendarBookGroup/changeColor: the caller's colour for a calendar. */
export const changeColorRequestSchema = z.object({
  calendarId: jsonRecordIdSchema,
  color: colorSchema,
});
export type ChangeColorRequest = z.infer<typeof changeColorRequestSchema>;

/** The caller's calendar display settings in one firm (set/query, set/edit). */
export const calendarSettingsSchema = z
  .object({
    defaultView: z.enum(['day', 'week', 'month']),
    /** 0 Sunday, 1 Monday. */
    weekStartsOn: z.union([z.literal(0), z.literal(1)]),
    /** Working hours shown first, 0..24. */
    dayStartHour: z.number().int().min(0).max(23),
    dayEndHour: z.number().int().min(1).max(24),
  })
  .refine((settings) => settings.dayEndHour > settings.dayStartHour, {
    path: ['dayEndHour'],
    message: 'must be after dayStartHour',
  });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** Body of POST /fftask/pcCalendarBookGroup/set/edit. */
export const editCalendarSettingsRequestSchema = z
  .object({
    firmId: jsonRecordIdSchema.optional(),
    defaultView: z.enum(['day', 'week', 'month']),
    weekStartsOn: z.union([z.literal(0), z.literal(1)]),
    dayStartHour: z.number().int().min(0).max(23),
    dayEndHour: z.number().int().min(1).max(24),
  })
  .refine((settings) => settings.dayEndHour > settings.dayStartHour, {
    path: ['dayEndHour'],
    message: 'must be after dayStartHour',
  });
export type EditCalendarSettingsRequest = z.infer<typeof editCalendarSettingsRequestSchema>;

/** An edit lock on a schedule or a calendar group (addLock, extendLockTime). */
export const editLockSchema = z.object({
  resourceType: z.enum(['schedule', 'bookGroup']),
  resourceId: z.number().int(),
  holder: personSchema,
  acquiredAt: z.string(),
  expiresAt: z.string(),
  lockSeconds: z.number().int(),
  /** The version to send with the save. */
  version: z.number().int(),
});
export type EditLock = z.infer<typeof editLockSchema>;

/** The failures of every /fftask call: bad input, not signed in, no access, not found, a clash. */
export const fftaskFailures = [400, 401, 403, 404, 409] as const;

/** The calendars, calendar groups and settings of spec §7 (/fftask), served and called from these. */
export const calendarEndpoints = {
  /** The caller's personal calendars, the default one created if missing. */
  listMineCalendars: endpoint({
    ...fftaskRoutes.listMineCalendars,
    body: mineCalendarRequestSchema,
    answer: z.array(calendarBookSchema),
    failures: fftaskFailures,
  }),
  /** A colleague's personal calendars; 404 for someone who is not a colleague in the firm. */
  listColleagueCalendars: endpoint({
    ...fftaskRoutes.listColleagueCalendars,
    body: colleagueCalendarRequestSchema,
    answer: z.array(calendarBookSchema),
    failures: fftaskFailures,
  }),
  /** The caller's colleagues (department or firm) with their personal calendars. */
  listTeamCalendars: endpoint({
    ...fftaskRoutes.listTeamCalendars,
    body: teamCalendarRequestSchema,
    answer: z.array(teamMemberCalendarsSchema),
    failures: fftaskFailures,
  }),
  /** The caller's personal calendars, then those of their calendar groups. */
  loadMyCalendars: endpoint({
    ...fftaskRoutes.loadMyCalendars,
    query: firmQuerySchema,
    answer: z.array(calendarBookSchema),
    failures: fftaskFailures,
  }),
  /** The calendars the caller may add schedules to. */
  loadWritableCalendars: endpoint({
    ...fftaskRoutes.loadWritableCalendars,
    query: firmQuerySchema,
    answer: z.array(calendarBookSchema),
    failures: fftaskFailures,
  }),
  /** Whether a calendar group name is free in the firm. */
  checkGroupName: endpoint({
    ...fftaskRoutes.checkGroupName,
    query: groupNameCheckQuerySchema,
    answer: groupNameCheckSchema,
    failures: fftaskFailures,
  }),
  /** The caller's calendar view settings in the firm (defaults week, 1, 8, 19). */
  getCalendarSettings: endpoint({
    ...fftaskRoutes.getCalendarSettings,
    query: firmQuerySchema,
    answer: calendarSettingsSchema,
    failures: fftaskFailures,
  }),
  /** Saves the caller's calendar view settings. */
  editCalendarSettings: endpoint({
    ...fftaskRoutes.editCalendarSettings,
    body: editCalendarSettingsRequestSchema,
    answer: calendarSettingsSchema,
    failures: fftaskFailures,
  }),
  /** A calendar group with its members and version. */
  getBookGroup: endpoint({
    ...fftaskRoutes.getBookGroup,
    query: bookGroupQuerySchema,
    answer: bookGroupSchema,
    failures: fftaskFailures,
  }),
  /** Creates a calendar group and its calendar; 409 when the name is taken. */
  createBookGroup: endpoint({
    ...fftaskRoutes.createBookGroup,
    body: createBookGroupRequestSchema,
    answer: bookGroupSchema,
    failures: fftaskFailures,
  }),
  /** Saves a calendar group, with the version read and the group's edit lock held. */
  modifyBookGroup: endpoint({
    ...fftaskRoutes.modifyBookGroup,
    body: modifyBookGroupRequestSchema,
    answer: bookGroupSchema,
    failures: fftaskFailures,
  }),
  /** The caller's own colour for a calendar. */
  changeCalendarColor: endpoint({
    ...fftaskRoutes.changeCalendarColor,
    body: changeColorRequestSchema,
    answer: calendarBookSchema,
    failures: fftaskFailures,
  }),
  /** Takes a calendar group's edit lock, or renews the caller's own. */
  takeBookGroupLock: endpoint({
    ...fftaskRoutes.takeBookGroupLock,
    query: bookGroupQuerySchema,
    answer: editLockSchema,
    failures: fftaskFailures,
  }),
  /** Another full period for the caller's own lock on a calendar group. */
  extendBookGroupLock: endpoint({
    ...fftaskRoutes.extendBookGroupLock,
    query: bookGroupQuerySchema,
    answer: editLockSchema,
    failures: fftaskFailures,
  }),
  /** Gives the caller's lock on a calendar group back. */
  releaseBookGroupLock: endpoint({
    ...fftaskRoutes.releaseBookGroupLock,
    query: bookGroupQuerySchema,
    answer: z.boolean(),
    failures: fftaskFailures,
  }),
};
