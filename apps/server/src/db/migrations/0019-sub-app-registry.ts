import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** An entry of spec §2's registry as this migration first writes it. */
type SeedEntry = {
  route: string;
  title: [zh: string, en: string];
  /** Local development port; sub-blank shares sub-credit's (spec §2). */
  devPort?: number;
  /** Absent: the route has no app yet and says so (spec: /newcredit). */
  url?: string;
  isPublic?: boolean;
  /** An app on a host of its own that not every desk reaches is not prepared ahead of use. */
  prefetch?: boolean;
};

const sameOrigin = (route: string, devPort: number, title: SeedEntry['title']): SeedEntry => ({
  route,
  title,
  devPort,
  url: `/sub-${route}/`,
});

/** Spec §2's thirty sub-application routes, in its order. */
const spec: SeedEntry[] = [
  sameOrigin('newcrm', 7101, ['客户管理', 'Customers']),
  sameOrigin('hummingbird', 7102, ['蜂鸟业务', 'Hummingbird']),
  sameOrigin('postloan', 7103, ['贷后管理', 'Post-loan management']),
  sameOrigin('credit', 7104, ['授信管理', 'Credit']),
  { route: 'newcredit', title: ['新版授信', 'Credit (new edition)'] },
  { ...sameOrigin('kpi', 7105, ['绩效考核', 'Performance reviews']), url: '/sub-performance/' },
  sameOrigin('other', 7106, ['其他业务', 'Other business']),
  // The spec's fixed internal host, over https: a plain-http origin in the shell's script-src
  // would let anyone on the network change its scripts.
  {
    route: 'form',
    title: ['表单中心', 'Forms'],
    devPort: 7107,
    url: 'https://form.internal.portal/sub-form/',
    prefetch: false,
  },
  { ...sameOrigin('blank', 7104, ['空白页', 'Blank page']), isPublic: true },
  sameOrigin('factoring', 7108, ['保理业务', 'Factoring']),
  sameOrigin('credit-projects', 7109, ['授信项目', 'Credit projects']),
  sameOrigin('xwd-100zz', 7110, ['100 万自主贷', '1M self-run loan']),
  sameOrigin('xwd-300zz', 7111, ['300 万自主贷', '3M self-run loan']),
  sameOrigin('xwd-fbhz', 7112, ['分包合作贷', 'Subcontract partner loan']),
  sameOrigin('xwd-fbzz', 7113, ['分包自主贷', 'Subcontract self-run loan']),
  sameOrigin('xwd-clhz', 7114, ['存量合作贷', 'Existing-stock partner loan']),
  sameOrigin('xwd-hxzz', 7115, ['核心企业自主贷', 'Core-enterprise self-run loan']),
  sameOrigin('xwd-zazz', 7116, ['专案自主贷', 'Special-case self-run loan']),
  sameOrigin('xwd-new-fbhz', 7117, ['新分包合作贷', 'New subcontract partner loan']),
  sameOrigin('xwd2-phh', 7118, ['普惠贷（二代）', 'Inclusive loan (gen. 2)']),
  sameOrigin('xwd2-100z', 7119, ['100 万贷（二代）', '1M loan (gen. 2)']),
  sameOrigin('xwd2-300z', 7120, ['300 万贷（二代）', '3M loan (gen. 2)']),
  sameOrigin('xwd2-hxz', 7121, ['核心企业贷（二代）', 'Core-enterprise loan (gen. 2)']),
  sameOrigin('xwd2-zaz', 7122, ['专案贷（二代）', 'Special-case loan (gen. 2)']),
  sameOrigin('xwd2-fbz', 7123, ['分包贷（二代）', 'Subcontract loan (gen. 2)']),
  sameOrigin('xwd2-clh', 7124, ['存量贷（二代）', 'Existing-stock loan (gen. 2)']),
  sameOrigin('xwd-ylkq', 7125, ['养老康养贷', 'Elderly-care loan']),
  sameOrigin('newfactoring', 7126, ['保理申请', 'Factoring applications']),
  sameOrigin('me-factoring', 7127, ['明保理', 'Disclosed factoring']),
  sameOrigin('hm-factoring', 7128, ['暗保理', 'Undisclosed factoring']),
];

// The sub-application registry (docs/sub-apps.md, "The registry"): one row per route of the
// shell, read by /main/config.json and the shell's content security policy. A change stamp
// (migration 0009) of its own lets every instance see a change, made through any of them or in
// SQL, at its next request.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('sub_apps')
    .addColumn('route', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'varchar(64)', (column) => column.notNull().unique())
    /** Null: the route has no app yet; the shell says it is not configured. */
    .addColumn('url', 'varchar(512)')
    .addColumn('dev_url', 'varchar(512)')
    .addColumn('title_zh', 'varchar(128)', (column) => column.notNull())
    .addColumn('title_en', 'varchar(128)', (column) => column.notNull())
    .addColumn('is_public', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('isolation', 'varchar(16)', (column) =>
      column
        .notNull()
        .defaultTo('micro-app')
        .check(sql`isolation in ('micro-app', 'frame')`),
    )
    .addColumn('grant_token', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('prefetch', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('owner_team', 'varchar(128)')
    .addColumn('contact', 'varchar(255)')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('sub_apps' as never)
    .values(
      spec.map((entry, position) => ({
        route: entry.route,
        position,
        name: `sub-${entry.route}`,
        url: entry.url ?? null,
        dev_url: entry.devPort === undefined ? null : `http://localhost:${entry.devPort}/`,
        title_zh: entry.title[0],
        title_en: entry.title[1],
        is_public: entry.isPublic ? 1 : 0,
        prefetch: entry.prefetch === false ? 0 : 1,
        updated_at: now,
      })) as never,
    )
    .execute();

  await sql`insert into change_stamps (name, stamp) values ('registry', 'initial')`.execute(db);
  if (isPostgres) {
    // touch_change_stamp() is migration 0009's.
    await sql`
      create trigger sub_apps_touch_change_stamp
      after insert or update or delete or truncate on sub_apps
      for each statement execute function touch_change_stamp('registry')`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`
      create trigger ${sql.id(`sub_apps_${event}_touch_change_stamp`)}
      after ${sql.raw(event)} on sub_apps
      begin
        update change_stamps set stamp = lower(hex(randomblob(16))) where name = 'registry';
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sub_apps').execute();
  await sql`delete from change_stamps where name = 'registry'`.execute(db);
}
