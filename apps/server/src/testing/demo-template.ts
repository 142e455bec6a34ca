import { hash, type Algorithm } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { demoPassword, demoPasswordHash } from '../db/seed/demo-data';
import { seedDemoData } from '../db/seed/seed-demo-data';

/**
 * The demo password as argon2id with the smallest cost Argon2 allows. Test databases store it
 * instead of the production hash, so that each sign-in of a test verifies in microseconds rather
 * than spending 19 MiB and two passes. Production hashing (lib/password-hashing.ts) is unchanged:
 * the seed's test checks the real demo hash, and a password changed in a test is hashed for real.
 */
let cheapDemoHash: Promise<string> | undefined;

function hashCheaply(password: string): Promise<string> {
  // Algorithm is an ambient const enum; 2 is Argon2id.
  return hash(password, { algorithm: 2 as Algorithm, memoryCost: 8, timeCost: 1, parallelism: 1 });
}

/** Migrates an empty database and seeds the demo data: the template test databases copy. */
export async function prepareDemoTemplate(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
  await db
    .updateTable('users')
    .set({ password_hash: await (cheapDemoHash ??= hashCheaply(demoPassword)) })
    .where('password_hash', '=', demoPasswordHash)
    .execute();
}

/** The day in China Standard Time: the seed dates its rows from today, so a template lasts a day. */
export function seedDay(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Builds on first use, and again once the day has turned; `retire` gets the one replaced. */
export function oncePerDay<T>(
  build: () => Promise<T>,
  retire: (old: Promise<T>) => void = () => {},
  today: () => string = seedDay,
): () => Promise<T> {
  let built: { day: string; value: Promise<T> } | undefined;
  return () => {
    const day = today();
    if (built?.day !== day) {
      if (built) retire(built.value);
      built = { day, value: build() };
    }
    return built.value;
  };
}
