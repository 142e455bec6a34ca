import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Menus per firm and role, button codes per role, the per-user core-cache session, and the CRM's
// view of roles and departments.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (column) =>
      column.references('menus.id').onDelete('cascade'),
    )
    /** 'menu' (the side menu) or 'function' (the function menu). */
    .addColumn('kind', 'varchar(16)', (column) => column.notNull().defaultTo('menu'))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('label', 'varchar(64)', (column) => column.notNull())
    .addColumn('path', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(64)', (column) => column.notNull().defaultTo('menu'))
    .addColumn('href', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('query', 'varchar(1024)', (column) => column.notNull().defaultTo('{}'))
    .addColumn('sub_route', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('meta', 'varchar(1024)', (column) => column.notNull().defaultTo('{}'))
    .addColumn('cached', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_super_url', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('menus_firm_name_unique', ['firm_id', 'name'])
    .execute();
  await db.schema.createIndex('menus_parent_id_index').on('menus').column('parent_id').execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (column) =>
      column.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('menu_id', 'integer', (column) =>
      column.notNull().references('menus.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('buttons')
    .addColumn('role_id', 'integer', (column) =>
      column.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', (column) => column.notNull())
    .addPrimaryKeyConstraint('buttons_pk', ['role_id', 'code'])
    .execute();

  await db.schema
    .createTable('core_cache_sessions')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('renewed_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('crm_roles')
    .addColumn('role_id', 'integer', (column) =>
      column.primaryKey().references('roles.id').onDelete('cascade'),
    )
    /** 'admin', 'manager' or 'staff'. */
    .addColumn('user_role', 'varchar(16)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('crm_department_industries')
    .addColumn('dept_id', 'integer', (column) =>
      column.primaryKey().references('departments.id').onDelete('cascade'),
    )
    .addColumn('industry', 'varchar(64)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'crm_department_industries',
    'crm_roles',
    'core_cache_sessions',
    'buttons',
    'role_menus',
    'menus',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
