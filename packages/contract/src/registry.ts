import { z } from 'zod';
import { endpoint } from './endpoint';
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

/** The registry endpoints, for system administrators only. */
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
    answer: registryEntryRowSchema,
    failures: [400, 401, 403, 404, 409],
  }),
};
