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
