import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';

/**
 * Runs a console task on the database in DATABASE_URL, read as the server reads it (the task gets
 * the whole configuration too), and answers
 * its exit code: 2, with the reason on stderr, when the configuration or the database fails it
 * (`failed` names what was not done). Only the message of a database error is printed: pg may
 * hang its client, with the connection settings, on the error.
 */
export async function withDatabase(
  failed: string,
  task: (db: Kysely<Database>, config: Config) => Promise<number>,
): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const db = createDatabase(config.database);
  try {
    return await task(db, config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${failed}: ${message}`);
    return 2;
  } finally {
    await db.destroy();
  }
}
