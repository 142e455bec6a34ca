import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { userIdOf } from '../testing/demo-lookups';

const events = ['registry.change', 'registry.request'];

describe('the registry history repository', () => {
  it('reads only the named events about the route, newest first, with who made them', async () => {
    const app = await buildTestApp();
    const sysadminId = await userIdOf(app, 'sysadmin');
    // Records straight in SQL, far above the chain's ids: their hashes do not matter here.
    const record = (
      id: number,
      event: string,
      objectType: string | null,
      objectId: string | null,
    ) => ({
      id: 1_000_000 + id,
      occurred_at: `2026-11-26T09:00:0${id}.000Z`,
      event,
      result: 'success',
      reason: null,
      user_id: sysadminId,
      username: 'sysadmin',
      firm_id: null,
      object_type: objectType,
      object_id: objectId,
      client_address: '192.0.2.1',
      user_agent: 'test',
      request_id: `request-${id}`,
      details: `{"n":${id}}`,
      prev_hash: '0'.repeat(64),
      hash: 'f'.repeat(64),
    });
    await app.db
      .insertInto('audit_events')
      .values([
        record(1, 'registry.change', 'sub-app', 'treasury'),
        record(2, 'registry.change', 'sub-app', 'ledger'),
        record(3, 'registry.change', 'menu', 'treasury'),
        record(4, 'menu.change', 'sub-app', 'treasury'),
        record(5, 'registry.request', 'sub-app', 'treasury'),
        record(6, 'access.refused', null, null),
      ])
      .execute();
    const { registryHistory } = app.repositories;

    const page = await registryHistory.page({
      route: 'treasury',
      events,
      before: undefined,
      limit: 10,
    });
    expect(page.map((row) => [row.id, row.event, row.details])).toEqual([
      [1_000_005, 'registry.request', '{"n":5}'],
      [1_000_001, 'registry.change', '{"n":1}'],
    ]);
    expect(page[0]).toMatchObject({
      userId: sysadminId,
      username: 'sysadmin',
      displayName: '系统管理员',
    });
    expect(
      (await registryHistory.page({ route: 'treasury', events, before: 1_000_005, limit: 10 })).map(
        (row) => row.id,
      ),
    ).toEqual([1_000_001]);
    expect(
      (await registryHistory.page({ route: 'treasury', events, before: undefined, limit: 1 })).map(
        (row) => row.id,
      ),
    ).toEqual([1_000_005]);
  });
});
