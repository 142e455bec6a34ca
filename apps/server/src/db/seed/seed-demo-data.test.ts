import { describe, expect, it, onTestFinished } from 'vitest';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { seedDemoData } from './seed-demo-data';

async function migratedDatabase() {
  const db = createDatabase({ dialect: 'sqlite', filename: ':memory:' });
  onTestFinished(() => db.destroy());
  await migrateToLatest(db);
  return db;
}

async function rowCounts(db: Kysely<Database>) {
  const tables = ['firms', 'departments', 'users', 'user_firms', 'roles', 'user_roles'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

describe('seedDemoData', () => {
  it('creates three firms, a user in two firms and a user in one', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);

    expect(await db.selectFrom('firms').select('firm_no').orderBy('id').execute()).toEqual([
      { firm_no: '1001' },
      { firm_no: '1002' },
      { firm_no: '1003' },
    ]);
    const memberships = await db
      .selectFrom('user_firms')
      .innerJoin('users', 'users.id', 'user_firms.user_id')
      .select(['users.username', 'users.display_name'])
      .execute();
    expect(memberships.filter((row) => row.username === 'zhangsan')).toHaveLength(2);
    expect(memberships.filter((row) => row.username === 'lisi')).toHaveLength(1);
    expect(memberships.find((row) => row.username === 'zhangsan')?.display_name).toBe('张三');
  });

  it('stores argon2id hashes with the OWASP parameters, of the documented password', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'lisi')
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The hash is precomputed: its parameters must still be those of a password hashed now.
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(parameters(password_hash)).toBe(parameters(await hashPassword('Another#Password1')));
    expect(await verifyPassword(password_hash, 'Portal@2026')).toBe(true);
  });

  it('gives the system administrator, the security administrator and the auditor one duty each', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);
    await seedDemoData(db);

    const duties = await db
      .selectFrom('user_duties')
      .innerJoin('users', 'users.id', 'user_duties.user_id')
      .select(['users.username', 'user_duties.duty'])
      .orderBy('users.username')
      .execute();
    expect(duties).toEqual([
      { username: 'auditor', duty: 'auditor' },
      { username: 'secadmin', duty: 'security_admin' },
      { username: 'sysadmin', duty: 'system_admin' },
    ]);
    // Nobody is given a duty through the trail's back door: the seed records no grant.
    expect(await db.selectFrom('audit_events').select('id').execute()).toEqual([]);
  });

  it('refuses a duty outside the three, and a second duty for one user', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);
    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'lisi')
      .executeTakeFirstOrThrow();
    const grant = (duty: string) =>
      db
        .insertInto('user_duties')
        .values({ user_id: id, duty, granted_at: new Date().toISOString() })
        .execute();

    await expect(grant('superuser')).rejects.toThrow(/CHECK/i);
    await grant('auditor');
    await expect(grant('system_admin')).rejects.toThrow(/UNIQUE|PRIMARY/i);
  });

  it('can run again without duplicating or changing anything', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);
    const before = await rowCounts(db);
    const hashesBefore = await db.selectFrom('users').select('password_hash').execute();

    await seedDemoData(db);

    expect(await rowCounts(db)).toEqual(before);
    expect(await db.selectFrom('users').select('password_hash').execute()).toEqual(hashesBefore);
    expect(before).toEqual({
      firms: 3,
      departments: 7,
      users: 9,
      user_firms: 10,
      roles: 8,
      user_roles: 11,
    });
  });

  it('gives every menu entry both labels, filling in those of a database seeded without', async () => {
    const db = await migratedDatabase();
    await seedDemoData(db);
    const labelsOf = async (name: string) =>
      db
        .selectFrom('menus')
        .select(['label', 'label_en'])
        .where('name', '=', name)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('menus').select('name').where('label_en', 'is', null).execute(),
    ).toEqual([]);
    expect(await labelsOf('factoring-ledger')).toEqual({
      label: '保理业务台账',
      label_en: 'Factoring ledger',
    });

    // Seeded before the English labels; one of them since given its own by an administrator.
    await db.updateTable('menus').set({ label_en: null }).execute();
    await db
      .updateTable('menus')
      .set({ label: '保理台账', label_en: 'Ledger' })
      .where('name', '=', 'home')
      .execute();
    await seedDemoData(db);
    expect(await labelsOf('factoring-ledger')).toEqual({
      label: '保理业务台账',
      label_en: 'Factoring ledger',
    });
    expect(await labelsOf('home')).toEqual({ label: '保理台账', label_en: 'Ledger' });
  });
});
