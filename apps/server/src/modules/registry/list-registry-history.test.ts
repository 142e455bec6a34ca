import type { RegistryHistoryPage } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type SignedIn } from '../../testing/build-test-app';
import { exampleSubAppBuild } from '../../testing/example-sub-app-build';
import { treasuryEntry as treasury } from '../../testing/treasury-entry';

const post = (app: FastifyInstance, { authorization }: SignedIn, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/platform/registry/${url}`,
    headers: { authorization, 'accept-language': 'en' },
    payload,
  });

const history = (
  app: FastifyInstance,
  { authorization }: SignedIn,
  query: Record<string, string>,
) =>
  app.inject({
    url: '/api/platform/registry/history',
    query,
    headers: { authorization, 'accept-language': 'en' },
  });

async function pageOf(app: FastifyInstance, admin: SignedIn, query: Record<string, string>) {
  const response = await history(app, admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RegistryHistoryPage }>().data;
}

describe("a registry entry's history", () => {
  it('lists its changes, requests and decisions newest first, with who and the entry before and after', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const sysadmin = await signIn(app, 'sysadmin');
    const secadmin = await signIn(app, 'secadmin');
    await post(app, sysadmin, 'save', { entry: treasury, isNew: true });
    await post(app, sysadmin, 'save', {
      entry: { ...treasury, ownerTeam: '资金科技组' },
      isNew: false,
    });
    const asked = await post(app, sysadmin, 'save', {
      entry: { ...treasury, ownerTeam: '资金科技组', scopes: ['profile'] },
      isNew: false,
    });
    const requestId = asked.json<{ data: { request: { id: number } } }>().data.request.id;
    await post(app, secadmin, 'requests/decide', {
      id: requestId,
      approve: false,
      reason: 'No need for the profile',
    });
    // Another route's change is not this one's history.
    await post(app, sysadmin, 'save', {
      entry: { ...treasury, route: 'ledger', name: 'sub-ledger' },
      isNew: true,
    });

    const { records, nextCursor } = await pageOf(app, sysadmin, { route: 'treasury' });
    expect(nextCursor).toBeNull();
    expect(
      records.map((record) => [record.event, record.change, record.by.username, record.request]),
    ).toEqual([
      ['registry.reject', null, 'secadmin', requestId],
      ['registry.request', null, 'sysadmin', requestId],
      ['registry.change', 'edit', 'sysadmin', null],
      ['registry.change', 'add', 'sysadmin', null],
    ]);
    const [rejected, requested, edited, added] = records;
    expect(rejected).toMatchObject({
      by: { displayName: '安全管理员' },
      raises: ['scopes'],
      requestedBy: 'sysadmin',
      reason: 'No need for the profile',
      before: { scopes: [] },
      after: { scopes: ['profile'] },
    });
    expect(requested?.raises).toEqual(['scopes']);
    expect(edited).toMatchObject({
      before: { ownerTeam: null, pinned: null },
      after: { ownerTeam: '资金科技组' },
    });
    expect(added).toMatchObject({
      before: null,
      after: { route: 'treasury', url: '/sub-treasury/' },
    });
    expect(added?.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Removed, the entry keeps its history, the removal first.
    await post(app, sysadmin, 'remove', { route: 'treasury' });
    const [removed] = (await pageOf(app, sysadmin, { route: 'treasury' })).records;
    expect(removed).toMatchObject({
      event: 'registry.change',
      change: 'delete',
      before: { ownerTeam: '资金科技组' },
      after: null,
    });
  });

  it('pages by keyset, fifty at a time', async () => {
    const app = await buildTestApp({ EXAMPLE_SUBAPP_DIST: exampleSubAppBuild() });
    const sysadmin = await signIn(app, 'sysadmin');
    await post(app, sysadmin, 'save', { entry: treasury, isNew: true });
    for (let turn = 1; turn <= 51; turn += 1) {
      await post(app, sysadmin, 'save', {
        entry: { ...treasury, enabled: turn % 2 === 0 },
        isNew: false,
      });
    }
    const first = await pageOf(app, sysadmin, { route: 'treasury' });
    expect(first.records).toHaveLength(50);
    expect(first.nextCursor).toBe(first.records.at(-1)?.id);
    const second = await pageOf(app, sysadmin, {
      route: 'treasury',
      cursor: String(first.nextCursor),
    });
    expect(second.records.map((record) => record.change)).toEqual(['edit', 'add']);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.records, ...second.records].map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is the system administrators’ alone, and only of the registry', async () => {
    const app = await buildTestApp();
    const sysadmin = await signIn(app, 'sysadmin');
    for (const username of ['zhangsan', 'secadmin', 'auditor']) {
      const response = await history(app, await signIn(app, username), { route: 'newcrm' });
      expect(response.statusCode, username).toBe(403);
    }
    // The refusals above are records of the trail too, about no sub-app: none shows.
    expect((await pageOf(app, sysadmin, { route: 'newcrm' })).records).toEqual([]);
    const badQueries: Record<string, string>[] = [
      {},
      { route: 'Bad Route' },
      { route: 'newcrm', cursor: '0' },
    ];
    for (const query of badQueries) {
      expect((await history(app, sysadmin, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
