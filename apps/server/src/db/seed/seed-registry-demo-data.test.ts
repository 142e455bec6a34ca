import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { seedDemoData } from './seed-demo-data';

async function migratedDatabase() {
  const db = createDatabase({ dialect: 'sqlite', filename: ':memory:' });
  onTestFinished(() => db.destroy());
  await migrateToLatest(db);
  return db;
}

async function seededDatabase() {
  const db = await migratedDatabase();
  await seedDemoData(db);
  return db;
}

const urlOf = async (db: Awaited<ReturnType<typeof migratedDatabase>>, route: string) =>
  (
    await db
      .selectFrom('sub_apps')
      .select('url')
      .where('route', '=', route)
      .executeTakeFirstOrThrow()
  ).url;

describe('the demo registry', () => {
  it("starts from spec §2's, the form centre on its fixed internal host", async () => {
    const db = await migratedDatabase();

    expect(await urlOf(db, 'form')).toBe('https://form.internal.portal/sub-form/');
  });

  it('serves the form centre on its own origin, where the demo serves every app', async () => {
    const db = await seededDatabase();

    expect(await urlOf(db, 'form')).toBe('/sub-form/');
    const elsewhere = await db
      .selectFrom('sub_apps')
      .select('route')
      .where('url', 'like', 'http%')
      .execute();
    expect(elsewhere).toEqual([]);
  });

  it('leaves the other entries as the migration wrote them', async () => {
    const db = await seededDatabase();

    expect(await urlOf(db, 'kpi')).toBe('/sub-performance/');
    expect(await urlOf(db, 'newcredit')).toBeNull();
  });
});
