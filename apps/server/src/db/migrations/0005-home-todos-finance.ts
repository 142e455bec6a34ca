import { sql, type Kysely } from 'kysely';
import { identityPrimaryKey } from '../migration-helpers';

// Home (notices, their reads, messages), to-dos with their approval steps, and finance
// (approved projects, contract applications, payment applications). Money is integer cents in
// bigint columns; flags are integers 0/1; times are ISO 8601 text, as in the other tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('publisher', 'varchar(64)', (column) => column.notNull())
    .addColumn('publish_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('is_top', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notices_firm_publish_time_index')
    .on('notices')
    .columns(['firm_id', 'publish_time'])
    .execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (column) =>
      column.notNull().references('notices.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('recipient_user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('sender', 'varchar(64)', (column) => column.notNull())
    .addColumn('send_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('link', 'varchar(512)')
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('messages_recipient_send_time_index')
    .on('messages')
    .columns(['recipient_user_id', 'send_time'])
    .execute();

  await db.schema
    .createTable('todos')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('assignee_user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    // Null when the applicant has no portal account (a request from another system).
    .addColumn('applicant_user_id', 'integer', (column) =>
      column.references('users.id').onDelete('set null'),
    )
    .addColumn('applicant_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('business_type', 'varchar(64)', (column) => column.notNull())
    .addColumn('sub_app_route', 'varchar(256)', (column) => column.notNull())
    .addColumn('urgency', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(32)', (column) => column.notNull())
    .addColumn('finish_time', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('todos_assignee_firm_status_index')
    .on('todos')
    .columns(['assignee_user_id', 'firm_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('todos_applicant_index')
    .on('todos')
    .column('applicant_user_id')
    .execute();

  await db.schema
    .createTable('todo_steps')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('todo_id', 'integer', (column) =>
      column.notNull().references('todos.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('step_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('handler_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('handled_time', 'varchar(32)')
    .addColumn('comment', 'varchar(500)')
    .addUniqueConstraint('todo_steps_todo_seq_unique', ['todo_id', 'seq'])
    .execute();

  await db.schema
    .createTable('finance_projects')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('manager_user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('project_no', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('customer_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'char(3)', (column) => column.notNull())
    .addColumn('term_months', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('approved_at', 'varchar(32)')
    .addCheckConstraint('finance_projects_amount_positive', sql`amount_cents > 0`)
    .execute();

  // One contract application per project: the unique project_id is what makes a second
  // (or concurrent) init fail.
  await db.schema
    .createTable('contract_applications')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('project_id', 'integer', (column) =>
      column.notNull().unique().references('finance_projects.id').onDelete('cascade'),
    )
    .addColumn('firm_id', 'integer', (column) =>
      column.notNull().references('firms.id').onDelete('cascade'),
    )
    .addColumn('applicant_user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('contract_no', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('paid_cents', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('currency', 'char(3)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addCheckConstraint(
      'contract_applications_paid_within_amount',
      sql`paid_cents >= 0 and paid_cents <= amount_cents`,
    )
    .execute();

  await db.schema
    .createTable('payment_applications')
    .addColumn('id', 'integer', (column) => identityPrimaryKey(db, column))
    .addColumn('contract_app_id', 'integer', (column) =>
      column.notNull().references('contract_applications.id').onDelete('cascade'),
    )
    .addColumn('applicant_user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('payment_no', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('payee_name', 'varchar(128)', (column) => column.notNull())
    .addColumn('payee_account', 'varchar(34)', (column) => column.notNull())
    .addColumn('purpose', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addCheckConstraint('payment_applications_amount_positive', sql`amount_cents > 0`)
    .execute();
  await db.schema
    .createIndex('payment_applications_contract_index')
    .on('payment_applications')
    .column('contract_app_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_applications',
    'contract_applications',
    'finance_projects',
    'todo_steps',
    'todos',
    'messages',
    'notice_reads',
    'notices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
