import { z } from 'zod';
import { endpoint } from './endpoint';
import { releaseManifestSchema } from './release-manifest';
import { appScopes } from './routes/app-scopes';
import { registryNamePattern, registryRoutePattern, registryRoutes } from './routes/registry';
import { plainTextSchema } from './text';

/** A registry entry as a platform administrator edits it (docs/sub-apps.md, "The registry"). */
export const registryEntrySchema = z.object({
  route: z.string().regex(registryRoutePattern),
  /** The app's name for micro-app and the SDK: `sub-` and the app's own name, usually. */
  name: z.string().regex(registryNamePattern),
  /** A path of the portal (`/sub-x/`) or an https URL; null: the route has no app yet. */
  url: z.string().max(512).nullable(),
  devUrl: z.string().max(512).nullable(),
  titleZh: plainTextSchema(128).pipe(z.string().trim().min(1)),
  titleEn: plainTextSchema(128).pipe(z.string().trim().min(1)),
  isPublic: z.boolean(),
  isolation: z.enum(['micro-app', 'frame']),
  grantToken: z.boolean(),
  /** What the app's own token may call (`Route.appScope`); each scope once. */
  scopes: z
    .array(z.enum(appScopes))
    .max(appScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'lists a scope twice'),
  /**
   * The release its app runs, pinned file by file (docs/sub-apps.md, "Pinned releases"); null:
   * it runs whatever its url serves. Removing the pins raises the app's trust (`unpinned`).
   */
  pinned: releaseManifestSchema.nullable(),
  prefetch: z.boolean(),
  enabled: z.boolean(),
  ownerTeam: plainTextSchema(128).nullable(),
  contact: plainTextSchema(255).nullable(),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registryEntryRowSchema = registryEntrySchema.extend({
  /** ISO 8601, UTC. */
  updatedAt: z.string(),
});
export type RegistryEntryRow = z.infer<typeof registryEntryRowSchema>;

/** Body of POST /platform/registry/save: a new route, or the changes of an existing one. */
export const saveRegistryEntryRequestSchema = z.object({
  entry: registryEntrySchema,
  /** True to add the route (409 when it exists), false to change it (404 when it does not). */
  isNew: z.boolean(),
});
export type SaveRegistryEntryRequest = z.input<typeof saveRegistryEntryRequestSchema>;

/**
 * What a registry change raises of an app's trust, so that it waits for a security
 * administrator: `origin`, its code runs in the shell's origin (micro-app isolation) from an
 * origin it did not run from; `isolation`, it leaves its own frame for micro-app; `grantToken`,
 * its frame is given the user's token; `scopes`, its own token may call routes of a scope it
 * did not hold; `unpinned`, its pinned release is removed, so it runs whatever its url serves.
 */
export const trustRaises = ['origin', 'isolation', 'grantToken', 'scopes', 'unpinned'] as const;
export type TrustRaise = (typeof trustRaises)[number];

const requestPersonSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});

/** A change that raises an app's trust, asked by a system administrator. */
export const registryRequestSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  proposed: registryEntrySchema,
  /** The entry as it was when asked; null for a new route. */
  previous: registryEntrySchema.nullable(),
  raises: z.array(z.enum(trustRaises)),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: requestPersonSchema,
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  decidedBy: requestPersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type RegistryRequest = z.infer<typeof registryRequestSchema>;

/**
 * The answer of a save: the entry saved, or, for a change that raises the app's trust, the
 * request it became (nothing changes until a security administrator approves it).
 */
export const saveRegistryEntryAnswerSchema = z.object({
  entry: registryEntryRowSchema.nullable(),
  request: registryRequestSchema.nullable(),
});
export type SaveRegistryEntryAnswer = z.infer<typeof saveRegistryEntryAnswerSchema>;

/** Body of POST /platform/registry/requests/decide. */
export const decideRegistryRequestSchema = z.object({
  id: z.number().int().positive(),
  approve: z.boolean(),
  reason: plainTextSchema(200).pipe(z.string().trim().min(1)),
});
export type DecideRegistryRequest = z.input<typeof decideRegistryRequestSchema>;

/** Body of POST /platform/registry/remove. */
export const removeRegistryEntryRequestSchema = z.object({
  route: z.string().regex(registryRoutePattern),
});
export type RemoveRegistryEntryRequest = z.input<typeof removeRegistryEntryRequestSchema>;

/** The answer of a removal: the entry as it was, and the pending request it closed, if any. */
export const registryEntryRemovedSchema = z.object({
  entry: registryEntrySchema,
  /** The id of the request that was pending for the route, closed as rejected; null when none. */
  closedRequest: z.number().int().nullable(),
});
export type RegistryEntryRemoved = z.infer<typeof registryEntryRemovedSchema>;

/** The events of the audit trail about a registry entry (its `object_type` is `sub-app`). */
export const registryHistoryEvents = [
  'registry.change',
  'registry.request',
  'registry.approve',
  'registry.reject',
] as const;
export type RegistryHistoryEvent = (typeof registryHistoryEvents)[number];

/** The most records one page of an entry's history holds. */
export const registryHistoryPageSize = 50;

/** GET /platform/registry/history: the records about one route, newest first. */
export const registryHistoryQuerySchema = z.object({
  route: z.string().regex(registryRoutePattern),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type RegistryHistoryQuery = z.input<typeof registryHistoryQuerySchema>;

/**
 * An entry as a record of the trail keeps it (`details.before`, `details.after`): its pins as their
 * release, file count and digest. Every field may be missing, for a record written before the
 * field existed.
 */
export const auditedRegistryEntrySchema = z
  .object({
    route: z.string(),
    name: z.string(),
    url: z.string().nullable(),
    devUrl: z.string().nullable(),
    titleZh: z.string(),
    titleEn: z.string(),
    isPublic: z.boolean(),
    isolation: z.string(),
    grantToken: z.boolean(),
    scopes: z.array(z.string()),
    pinned: z
      .object({ release: z.string().nullable(), files: z.number().int(), sha256: z.string() })
      .nullable(),
    prefetch: z.boolean(),
    enabled: z.boolean(),
    ownerTeam: z.string().nullable(),
    contact: z.string().nullable(),
  })
  .partial();
export type AuditedRegistryEntry = z.infer<typeof auditedRegistryEntrySchema>;

/** One record of an entry's history: who did what to it, when, and the entry before and after. */
export const registryHistoryRecordSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  occurredAt: z.string(),
  event: z.enum(registryHistoryEvents),
  /** Who: the administrator recorded (a user removed since keeps their username). */
  by: z.object({
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    displayName: z.string().nullable(),
  }),
  /** Of a `registry.change`: the entry added, changed or removed; null for the other events. */
  change: z.enum(['add', 'edit', 'delete']).nullable(),
  /** The request the record is about (`registry.request`, `.approve`, `.reject`), or closed. */
  request: z.number().int().nullable(),
  /** What the request raised of the app's trust. */
  raises: z.array(z.enum(trustRaises)),
  /** Of a decision: the username of who asked. */
  requestedBy: z.string().nullable(),
  /** Of a decision: the reason the security administrator gave. */
  reason: z.string().nullable(),
  /** The entry before; null for a new route, or a record that kept none. */
  before: auditedRegistryEntrySchema.nullable(),
  /** The entry after (as asked, for a request); null once removed. */
  after: auditedRegistryEntrySchema.nullable(),
});
export type RegistryHistoryRecord = z.infer<typeof registryHistoryRecordSchema>;

export const registryHistoryPageSchema = z.object({
  records: z.array(registryHistoryRecordSchema),
  /** What `cursor` takes for the next page; null when this page is the last. */
  nextCursor: z.number().int().nullable(),
});
export type RegistryHistoryPage = z.infer<typeof registryHistoryPageSchema>;

/** The registry endpoints, for system administrators; its requests, for security administrators. */
export const registryEndpoints = {
  listEntries: endpoint({
    ...registryRoutes.listEntries,
    answer: z.object({ entries: z.array(registryEntryRowSchema) }),
    failures: [401, 403],
  }),
  /**
   * Adds or changes an entry after checking it: its url served over https (outside the demo) and
   * answering with an HTML page, its name unique. 400 naming what is wrong; 409 for a route or
   * name taken.
   */
  saveEntry: endpoint({
    ...registryRoutes.saveEntry,
    body: saveRegistryEntryRequestSchema,
    answer: saveRegistryEntryAnswerSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /**
   * Removes an entry: its route leaves the registry, served without it at once. A pending request
   * for the route is closed as rejected. 404 for no such route; 409 while a menu entry of any firm
   * still opens the route, naming them.
   */
  removeEntry: endpoint({
    ...registryRoutes.removeEntry,
    body: removeRegistryEntryRequestSchema,
    answer: registryEntryRemovedSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  /**
   * The audit records about one route (its changes, requests and decisions), newest first, a
   * page at a time: the one part of the trail a system administrator reads.
   */
  listHistory: endpoint({
    ...registryRoutes.listHistory,
    query: registryHistoryQuerySchema,
    answer: registryHistoryPageSchema,
    failures: [400, 401, 403],
  }),
  /** The pending requests, then the last decided ones; system and security administrators. */
  listRequests: endpoint({
    ...registryRoutes.listRequests,
    answer: z.object({ requests: z.array(registryRequestSchema) }),
    failures: [401, 403],
  }),
  /**
   * Approves (the change is made as asked) or rejects a pending request, with a reason; security
   * administrators only, never the one who asked. 409 when it was decided already, or the entry
   * changed since it was asked.
   */
  decideRequest: endpoint({
    ...registryRoutes.decideRequest,
    body: decideRegistryRequestSchema,
    answer: registryRequestSchema,
    failures: [400, 401, 403, 404, 409],
  }),
};
