import { alertRuleSchema, alertRulesAnswerSchema, maxAlertRules } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';

const secretWebhook = 'https://hooks.example/robot/send?access_token=s3cret-token';

async function as(app: FastifyInstance, username: string) {
  const { authorization, userId } = await signIn(app, username);
  return {
    userId,
    create: (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/operations/alertRules',
        headers: { authorization },
        payload: body,
      }),
    remove: (id: number) =>
      app.inject({
        method: 'POST',
        url: '/api/operations/alertRules/delete',
        headers: { authorization },
        payload: { id },
      }),
    list: () => app.inject({ url: '/api/operations/alertRules', headers: { authorization } }),
  };
}

const ruleChanges = (app: FastifyInstance) =>
  app.db
    .selectFrom('audit_events')
    .selectAll()
    .where('event', '=', 'alert-rule.change')
    .orderBy('id')
    .execute();

describe('the alert rules of operations', () => {
  it('are added, listed and removed by a system administrator, each change recorded before and after without the secret', async () => {
    const app = await buildTestApp();
    const sysadmin = await as(app, 'sysadmin');

    const created = await sysadmin.create({
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 5,
      webhookUrl: secretWebhook,
    });
    expect(created.statusCode).toBe(200);
    const rule = alertRuleSchema.parse(created.json().data);
    expect(rule).toMatchObject({
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 5,
      webhookOrigin: 'https://hooks.example',
      createdBy: 'sysadmin',
      openIncidents: 0,
      lastDelivery: null,
    });
    const listed = alertRulesAnswerSchema.parse((await sysadmin.list()).json().data);
    expect(listed.rules).toEqual([rule]);
    expect(JSON.stringify(listed)).not.toContain('s3cret');

    expect((await sysadmin.remove(rule.id)).statusCode).toBe(200);
    expect(alertRulesAnswerSchema.parse((await sysadmin.list()).json().data).rules).toEqual([]);
    expect((await sysadmin.remove(rule.id)).statusCode).toBe(404);

    const audited = {
      kind: 'app-failing',
      route: 'newcrm',
      minutes: 5,
      webhook: 'https://hooks.example',
    };
    const records = await ruleChanges(app);
    expect(
      records.map(({ result, user_id, object_type, object_id, details }) => ({
        result,
        user_id,
        object_type,
        object_id,
        details: JSON.parse(details ?? '{}') as unknown,
      })),
    ).toEqual([
      {
        result: 'success',
        user_id: sysadmin.userId,
        object_type: 'alert-rule',
        object_id: String(rule.id),
        details: { change: 'add', before: null, after: JSON.stringify(audited) },
      },
      {
        result: 'success',
        user_id: sysadmin.userId,
        object_type: 'alert-rule',
        object_id: String(rule.id),
        details: { change: 'delete', before: JSON.stringify(audited), after: null },
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('s3cret');
  });

  it('refuses an unknown route, a webhook that is not http(s), and more rules than the limit', async () => {
    const app = await buildTestApp();
    const sysadmin = await as(app, 'sysadmin');
    const rule = { kind: 'new-error-group', route: null, minutes: 60, webhookUrl: secretWebhook };

    expect((await sysadmin.create({ ...rule, route: 'nowhere' })).statusCode).toBe(404);
    expect(
      (await sysadmin.create({ ...rule, webhookUrl: 'ftp://hooks.example/x' })).statusCode,
    ).toBe(400);
    expect((await sysadmin.create({ ...rule, minutes: 0 })).statusCode).toBe(400);

    for (let index = 0; index < maxAlertRules; index += 1) {
      expect((await sysadmin.create(rule)).statusCode).toBe(200);
    }
    const refused = await sysadmin.create(rule);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`告警规则最多 ${maxAlertRules} 条，请先删除不用的规则`);
  });

  it('refuses anyone without the system administrator duty, recording the refusal', async () => {
    const app = await buildTestApp();
    const sysadmin = await as(app, 'sysadmin');
    const kept = alertRuleSchema.parse(
      (
        await sysadmin.create({
          kind: 'app-failing',
          route: null,
          minutes: 5,
          webhookUrl: secretWebhook,
        })
      ).json().data,
    );

    for (const username of ['zhangsan', 'auditor']) {
      const caller = await as(app, username);
      const attempts = [
        await caller.create({
          kind: 'app-failing',
          route: null,
          minutes: 1,
          webhookUrl: 'https://evil.example/',
        }),
        await caller.remove(kept.id),
        await caller.list(),
      ];
      expect(attempts.map((attempt) => attempt.statusCode)).toEqual([403, 403, 403]);
      const refusals = await app.db
        .selectFrom('audit_events')
        .select(['result', 'object_id'])
        .where('event', '=', 'access.refused')
        .where('user_id', '=', caller.userId)
        .orderBy('id')
        .execute();
      expect(refusals).toEqual([
        { result: 'refused', object_id: 'POST /api/operations/alertRules' },
        { result: 'refused', object_id: 'POST /api/operations/alertRules/delete' },
        { result: 'refused', object_id: 'GET /api/operations/alertRules' },
      ]);
    }
    expect(alertRulesAnswerSchema.parse((await sysadmin.list()).json().data).rules).toEqual([kept]);
    expect(await ruleChanges(app)).toHaveLength(1);
  });
});
