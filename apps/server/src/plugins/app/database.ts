import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../../db/database';
import { createDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp<{ database: DatabaseConfig }>(
  async (app, { database }) => {
    // Lost connections are logged, never fatal (db/database.ts).
    const db = createDatabase(database, { log: app.log });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
