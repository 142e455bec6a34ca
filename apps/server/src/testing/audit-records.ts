import type { FastifyInstance } from 'fastify';

/** The records of an event in the trail, oldest first. */
export const recordsOf = (app: FastifyInstance, event: string) =>
  app.db
    .selectFrom('audit_events')
    .select(['event', 'result', 'reason', 'user_id', 'object_type', 'object_id', 'details'])
    .where('event', '=', event)
    .orderBy('id')
    .execute();
