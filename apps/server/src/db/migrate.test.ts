import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

function temporaryDatabase() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
  const db = createDatabase({ dialect: 'sqlite', filename: join(folder, 'portal.db') });
  onTestFinished(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });
  return db;
}

describe('migrateToLatest', () => {
  it('creates every table of the schema', async () => {
    const db = temporaryDatabase();
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual([
      'access_refusal_tallies',
      'access_tokens',
      'alert_deliveries',
      'alert_incidents',
      'alert_rules',
      'audit_chain_head',
      'audit_checkpoints',
      'audit_events',
      'audit_outbox',
      'audit_shippers',
      'buttons',
      'calendar_book_group_members',
      'calendar_book_groups',
      'calendar_books',
      'calendar_colors',
      'calendar_settings',
      'change_stamps',
      'contract_applications',
      'core_cache_sessions',
      'crm_department_industries',
      'crm_roles',
      'departments',
      'developer_overrides',
      'edit_locks',
      'feedback',
      'finance_projects',
      'firms',
      'idempotency_keys',
      'invitation_times',
      'login_failures',
      'menus',
      'message_counts',
      'messages',
      'notice_reads',
      'notices',
      'passkeys',
      'password_history',
      'payment_applications',
      'recovery_codes',
      'registry_requests',
      'role_menus',
      'roles',
      'schedule_participants',
      'scheduled_jobs',
      'schedules',
      'second_factor_tokens',
      'sub_app_automatic_rollbacks',
      'sub_app_developers',
      'sub_app_releases',
      'sub_app_reports',
      'sub_app_rollout_changes',
      'sub_app_rollout_firms',
      'sub_app_rollouts',
      'sub_app_team_tokens',
      'sub_app_timings',
      'sub_apps',
      'todo_counts',
      'todo_steps',
      'todos',
      'totp_secrets',
      'used_id_tokens',
      'user_duties',
      'user_firms',
      'user_roles',
      'users',
      'webauthn_challenges',
    ]);
  });

  it('is a no-op the second time, keeping the data', async () => {
    const db = temporaryDatabase();
    expect(await migrateToLatest(db)).toEqual([
      '0001-organisation',
      '0002-access-tokens',
      '0003-upms-menus-and-sessions',
      '0004-calendars-and-schedules',
      '0005-home-todos-finance',
      '0006-login-failures',
      '0007-session-start',
      '0008-idempotency-keys',
      '0009-change-stamps',
      '0010-todos-newest-index',
      '0011-used-id-tokens',
      '0012-core-cache-per-session',
      '0013-messages-of-a-firm',
      '0014-scheduled-jobs',
      '0015-audit-events',
      '0016-password-history',
      '0017-session-devices',
      '0018-feedback',
      '0019-sub-app-registry',
      '0020-duties',
      '0021-workbench-at-scale',
      '0022-sub-app-reports',
      '0023-menu-labels-en',
      '0024-passkeys',
      '0025-audit-checkpoints',
      '0026-week-in-schedule-indexes',
      '0027-totp',
      '0028-session-proof',
      '0029-token-end-reason',
      '0030-registry-requests',
      '0031-app-tokens',
      '0032-pinned-releases',
      '0033-reporters-and-feedback-bounds',
      '0034-audit-append-only',
      '0035-audit-shipping',
      '0036-error-fingerprints',
      '0037-sub-app-timings',
      '0038-heavy-desks',
      '0039-alert-rules',
      '0040-sub-app-releases',
      '0041-developer-overrides',
      '0042-canary-releases',
    ]);
    await db.insertInto('firms').values({ firm_no: 'X1', firm_name: 'Kept' }).execute();

    expect(await migrateToLatest(db)).toEqual([]);
    const firms = await db.selectFrom('firms').select('firm_name').execute();
    expect(firms).toEqual([{ firm_name: 'Kept' }]);
  });

  it('enforces foreign keys', async () => {
    const db = temporaryDatabase();
    await migrateToLatest(db);
    await expect(
      sql`insert into roles (firm_id, role_no, role_name) values (999, 'R', 'r')`.execute(db),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
