import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { firmIdOf, userIdOf } from '../../testing/demo-lookups';

type StampName = 'organisation' | 'permissions';

async function stamps(app: FastifyInstance): Promise<Record<StampName, string>> {
  const rows = await app.db.selectFrom('change_stamps').select(['name', 'stamp']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.stamp])) as Record<StampName, string>;
}

/** A change that leaves every value as it was: the stamp still moves. */
const touches: Record<StampName, Record<string, string>> = {
  organisation: {
    users: 'display_name',
    firms: 'firm_name',
    departments: 'dept_name',
    user_firms: 'dept_id',
  },
  permissions: {
    roles: 'role_name',
    user_roles: 'role_id',
    menus: 'label',
    role_menus: 'menu_id',
    buttons: 'code',
  },
};

describe('change stamps', () => {
  it('move with any update of a table they cover, and only theirs', async () => {
    const app = await buildTestApp();
    for (const [name, tables] of Object.entries(touches) as [StampName, Record<string, string>][]) {
      const other: StampName = name === 'organisation' ? 'permissions' : 'organisation';
      for (const [table, column] of Object.entries(tables)) {
        const before = await stamps(app);
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)}`.execute(
          app.db,
        );
        const after = await stamps(app);
        expect(after[name], table).not.toBe(before[name]);
        expect(after[other], table).toBe(before[other]);
      }
    }
  });

  it('move when a row is added or removed', async () => {
    const app = await buildTestApp();
    const { db } = app;
    const firmId = await firmIdOf(app, '1001');
    const lisi = await userIdOf(app, 'lisi');
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('firm_id', '=', firmId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = async (name: StampName, change: () => Promise<unknown>) => {
      const before = (await stamps(app))[name];
      await change();
      expect((await stamps(app))[name]).not.toBe(before);
    };

    const menu = { firm_id: firmId, name: 'stamp-test', label: 'Stamp test' };
    await moved('permissions', () => db.insertInto('menus').values(menu).execute());
    await moved('permissions', () =>
      db.deleteFrom('menus').where('name', '=', 'stamp-test').execute(),
    );
    const button = { role_id: role.id, code: 'stamp_test' };
    await moved('permissions', () => db.insertInto('buttons').values(button).execute());
    await moved('permissions', () =>
      db.deleteFrom('buttons').where('code', '=', 'stamp_test').execute(),
    );
    await moved('permissions', () =>
      db.deleteFrom('user_roles').where('user_id', '=', lisi).execute(),
    );
    await moved('organisation', () =>
      db
        .deleteFrom('user_firms')
        .where('user_id', '=', lisi)
        .where('firm_id', '=', firmId)
        .execute(),
    );
  });

  it('stay while nothing they cover changes', async () => {
    const app = await buildTestApp();
    const before = await stamps(app);
    await app.db.updateTable('notices').set({ is_top: 0 }).execute();
    await app.db.deleteFrom('core_cache_sessions').execute();
    expect(await stamps(app)).toEqual(before);
  });
});
