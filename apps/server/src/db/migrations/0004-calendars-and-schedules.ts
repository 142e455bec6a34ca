import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Calendars (personal and group), calendar groups and their members, schedules and their
// participants, per-user calendar settings and colours, and edit locks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_book_groups')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('description', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('color', 'varchar(7)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.references('users.id'))
    .addUniqueConstraint('calendar_book_groups_firm_name_unique', ['firm_id', 'name'])
    .execute();

  await db.schema
    .createTable('calendar_book_group_members')
    .addColumn('group_id', 'integer', (column) =>
      column.notNull().references('calendar_book_groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(16)', (column) => column.notNull())
    .addPrimaryKeyConstraint('calendar_book_group_members_pk', ['group_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('calendar_books')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'integer', (column) =>
      column.unique().references('calendar_book_groups.id').onDelete('cascade'),
    )
    // The owner's id on their default personal calendar, null elsewhere: with the unique key
    // below, a user has at most one default calendar per firm, however many calls race.
    .addColumn('default_for', 'integer')
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('color', 'varchar(7)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('calendar_books_default_unique', ['firm_id', 'default_for'])
    .execute();
  await db.schema
    .createIndex('calendar_books_owner_index')
    .on('calendar_books')
    .columns(['owner_id', 'firm_id'])
    .execute();

  await db.schema
    .createTable('schedules')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('calendar_id', 'integer', (column) =>
      column.notNull().references('calendar_books.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (column) => column.notNull())
    .addColumn('content', 'varchar(2000)', (column) => column.notNull().defaultTo(''))
    .addColumn('location', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('start_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('end_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('all_day', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('color', 'varchar(7)', (column) => column.notNull())
    .addColumn('creator_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.references('users.id'))
    .execute();
  await db.schema
    .createIndex('schedules_calendar_start_index')
    .on('schedules')
    .columns(['calendar_id', 'start_time'])
    .execute();
  await db.schema
    .createIndex('schedules_creator_index')
    .on('schedules')
    .column('creator_id')
    .execute();

  await db.schema
    .createTable('schedule_participants')
    .addColumn('schedule_id', 'integer', (column) =>
      column.notNull().references('schedules.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('schedule_participants_pk', ['schedule_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('schedule_participants_user_index')
    .on('schedule_participants')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('calendar_settings')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('default_view', 'varchar(8)', (column) => column.notNull())
    .addColumn('week_starts_on', 'integer', (column) => column.notNull())
    .addColumn('day_start_hour', 'integer', (column) => column.notNull())
    .addColumn('day_end_hour', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('calendar_settings_pk', ['user_id', 'firm_id'])
    .execute();

  await db.schema
    .createTable('calendar_colors')
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('calendar_id', 'integer', (column) =>
      column.notNull().references('calendar_books.id').onDelete('cascade'),
    )
    .addColumn('color', 'varchar(7)', (column) => column.notNull())
    .addPrimaryKeyConstraint('calendar_colors_pk', ['user_id', 'calendar_id'])
    .execute();

  // One row per locked record: the unique key is what makes taking a lock race-free.
  await db.schema
    .createTable('edit_locks')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('resource_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('resource_id', 'integer', (column) => column.notNull())
    .addColumn('holder_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('acquired_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('edit_locks_resource_unique', ['resource_type', 'resource_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'edit_locks',
    'calendar_colors',
    'calendar_settings',
    'schedule_participants',
    'schedules',
    'calendar_books',
    'calendar_book_group_members',
    'calendar_book_groups',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
