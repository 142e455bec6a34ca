import type { Kysely } from 'kysely';

// A registry entry may pin the release its app runs (docs/sub-apps.md, "Pinned releases"): the
// release manifest the app's build writes (`portal-release-manifest`), as JSON; null pins
// nothing. A value that does not read as a manifest pins the app to nothing it can match.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_apps').addColumn('pinned', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_apps').dropColumn('pinned').execute();
}
