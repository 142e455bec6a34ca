import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Firms, their departments, users, memberships and roles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firms')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_no', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('firm_name', 'varchar(128)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('dept_no', 'varchar(32)', (column) => column.notNull())
    .addColumn('dept_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('short_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('parent_id', 'integer', (column) => column.references('departments.id'))
    .addUniqueConstraint('departments_firm_dept_no_unique', ['firm_id', 'dept_no'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('username', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('display_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_no', 'varchar(32)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('avatar', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('group_id', 'integer', (column) => column.notNull())
    .addColumn('group_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('system_id', 'integer', (column) => column.notNull())
    .addColumn('system_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('user_firms')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('dept_id', 'integer', (column) => column.notNull().references('departments.id'))
    .addColumn('bu_dept_id', 'integer', (column) => column.notNull().references('departments.id'))
    .addPrimaryKeyConstraint('user_firms_pk', ['user_id', 'firm_id'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('role_no', 'varchar(32)', (column) => column.notNull())
    .addColumn('role_name', 'varchar(128)', (column) => column.notNull())
    .addUniqueConstraint('roles_firm_role_no_unique', ['firm_id', 'role_no'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (column) =>
      column.notNull().references('roles.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_roles', 'roles', 'user_firms', 'users', 'departments', 'firms']) {
    await db.schema.dropTable(table).execute();
  }
}
