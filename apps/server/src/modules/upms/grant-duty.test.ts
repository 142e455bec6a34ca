import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { createRepositories } from '../../repositories/create-repositories';
import { createTestDatabase } from '../../testing/test-database';
import { grantDuty, revokeDuty } from './grant-duty';

async function demoRepositories() {
  const database = await createTestDatabase({ demoData: true });
  onTestFinished(() => database.drop());
  const db = createDatabase(loadConfig({ DATABASE_URL: database.url }).database);
  onTestFinished(() => db.destroy());
  return { db, repositories: createRepositories(db) };
}

const by = {
  userId: null,
  username: null,
  clientAddress: 'console',
  userAgent: 'test',
  requestId: 'r1',
};
const now = new Date('2026-11-26T09:00:00.000Z');

describe('grantDuty', () => {
  it('gives a user a duty and records the grant; granting it again changes nothing', async () => {
    const { db, repositories } = await demoRepositories();

    expect(await grantDuty({ username: 'lisi', duty: 'auditor', now, by }, repositories)).toBe(
      'granted',
    );
    expect(await grantDuty({ username: 'lisi', duty: 'auditor', now, by }, repositories)).toBe(
      'unchanged',
    );

    const lisi = await repositories.users.findByUsername('lisi');
    expect(await repositories.duties.dutyOf(lisi?.id ?? 0)).toBe('auditor');
    const events = await db.selectFrom('audit_events').selectAll().execute();
    expect(events).toMatchObject([
      {
        event: 'duty.grant',
        result: 'success',
        object_type: 'user',
        object_id: String(lisi?.id),
        client_address: 'console',
        details: '{"duty":"auditor","username":"lisi"}',
      },
    ]);
    expect((await repositories.audit.verify()).ok).toBe(true);
  });

  it('refuses a second duty to one person, and records the refusal', async () => {
    const { db, repositories } = await demoRepositories();

    expect(
      await grantDuty({ username: 'auditor', duty: 'system_admin', now, by }, repositories),
    ).toEqual({ held: 'auditor' });

    const auditor = await repositories.users.findByUsername('auditor');
    expect(await repositories.duties.dutyOf(auditor?.id ?? 0)).toBe('auditor');
    expect(
      await db.selectFrom('audit_events').select(['event', 'result', 'reason']).execute(),
    ).toEqual([{ event: 'duty.grant', result: 'refused', reason: 'duty.held' }]);
  });

  it('grants nothing to a user who does not exist', async () => {
    const { db, repositories } = await demoRepositories();
    expect(await grantDuty({ username: 'nobody', duty: 'auditor', now, by }, repositories)).toBe(
      'no-such-user',
    );
    expect(await db.selectFrom('audit_events').select('id').execute()).toEqual([]);
  });

  it('takes a duty away and records it, so that the person may hold another; revoking nothing records nothing', async () => {
    const { db, repositories } = await demoRepositories();

    expect(await revokeDuty({ username: 'auditor', now, by }, repositories)).toEqual({
      revoked: 'auditor',
    });
    expect(await revokeDuty({ username: 'auditor', now, by }, repositories)).toBe('unchanged');
    expect(await revokeDuty({ username: 'nobody', now, by }, repositories)).toBe('no-such-user');

    const auditor = await repositories.users.findByUsername('auditor');
    expect(await repositories.duties.dutyOf(auditor?.id ?? 0)).toBeNull();
    expect(
      await grantDuty({ username: 'auditor', duty: 'security_admin', now, by }, repositories),
    ).toBe('granted');
    const events = await db
      .selectFrom('audit_events')
      .select(['event', 'result', 'object_id', 'details'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      {
        event: 'duty.revoke',
        result: 'success',
        object_id: String(auditor?.id),
        details: '{"duty":"auditor","username":"auditor"}',
      },
      {
        event: 'duty.grant',
        result: 'success',
        object_id: String(auditor?.id),
        details: '{"duty":"security_admin","username":"auditor"}',
      },
    ]);
    expect((await repositories.audit.verify()).ok).toBe(true);
  });
});
