import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { firmIdOf, userIdOf } from '../../testing/demo-lookups';

type TodoFilter = {
  assignee: string;
  firmNo?: string;
  /** Username of the applicant; null for an applicant without a portal account. */
  applicant?: string | null;
  status?: number;
};

/** The ids of seeded to-dos that match, oldest first. */
async function todosOf(app: FastifyInstance, filter: TodoFilter) {
  let query = app.db
    .selectFrom('todos')
    .select('id')
    .where('assignee_user_id', '=', await userIdOf(app, filter.assignee))
    .where('firm_id', '=', await firmIdOf(app, filter.firmNo ?? '1001'));
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.applicant === null) query = query.where('applicant_user_id', 'is', null);
  if (filter.applicant) {
    query = query.where('applicant_user_id', '=', await userIdOf(app, filter.applicant));
  }
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

async function firstTodoOf(app: FastifyInstance, filter: TodoFilter) {
  const [id] = await todosOf(app, filter);
  if (id === undefined) throw new Error(`No seeded to-do for ${JSON.stringify(filter)}`);
  return id;
}

async function chooseFirm(app: FastifyInstance, authorization: string, firmNo: string) {
  const me = await app.inject({ url: '/api/upms/role/login', headers: { authorization } });
  const firmId = await firmIdOf(app, firmNo);
  await app.inject({
    method: 'POST',
    url: `/api/upms/role/choose?firmId=${firmId}&userId=${me.json().data.userId}`,
    headers: { authorization },
  });
}

const recordIds = (body: { data: { records: { id: number }[] } }) =>
  body.data.records.map((record) => record.id);

describe('GET /api/coreSystem/todoAll', () => {
  it("answers the shell's poll with the newest pending to-dos and the newest to-do id", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const response = await app.inject({
      url: '/api/coreSystem/todoAll?pageNum=1&pageSize=5&status=0',
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    const all = await todosOf(app, { assignee: 'zhangsan' });
    const pending = await todosOf(app, { assignee: 'zhangsan', status: 0 });
    expect(data).toMatchObject({ total: pending.length, pageNum: 1, pageSize: 5 });
    expect(data.todoId).toBe(Math.max(...all));
    expect(recordIds(response.json())).toEqual(pending.reverse().slice(0, 5));
    expect(data.records[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/^【.+】/),
      businessType: expect.any(String),
      subApp: expect.stringMatching(/^\/[a-z0-9-]+\//),
      applicant: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 0,
      urgency: expect.stringMatching(/^(normal|urgent|critical)$/),
    });
  });

  it('gives a greater todoId, and the new to-do first, once a new to-do arrives', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const poll = () =>
      app.inject({
        url: '/api/coreSystem/todoAll?pageNum=1&pageSize=5&status=0',
        headers: { authorization },
      });
    const before = (await poll()).json().data.todoId;
    const { id } = await app.db
      .insertInto('todos')
      .values({
        firm_id: await firmIdOf(app, '1001'),
        assignee_user_id: await userIdOf(app, 'zhangsan'),
        applicant_user_id: null,
        applicant_name: '王五',
        title: '【授信审批】新到的授信申请',
        business_type: '授信审批',
        sub_app_route: '/credit/approval/detail',
        urgency: 'urgent',
        status: 0,
        create_time: new Date().toISOString(),
        finish_time: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const after = (await poll()).json().data;
    expect(after.todoId).toBe(id);
    expect(after.todoId).toBeGreaterThan(before);
    expect(after.records[0].title).toBe('【授信审批】新到的授信申请');
  });

  it('lists done to-dos, and finds by a keyword', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const done = await app.inject({
      url: '/api/coreSystem/todoAll?status=1&pageSize=100',
      headers: { authorization },
    });
    expect(done.json().data.total).toBe(
      (await todosOf(app, { assignee: 'zhangsan', status: 1 })).length,
    );
    expect(done.json().data.records.every((todo: { status: number }) => todo.status === 1)).toBe(
      true,
    );

    const found = await app.inject({
      url: `/api/coreSystem/todoAll?status=0&keyword=${encodeURIComponent('授信审批')}`,
      headers: { authorization },
    });
    expect(found.json().data.total).toBe(1);
    expect(found.json().data.records[0].businessType).toBe('授信审批');
  });

  it("shows only the caller's own to-dos of the firm they work in", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const list = async () =>
      recordIds(
        (
          await app.inject({
            url: '/api/coreSystem/todoAll?status=0&pageSize=100',
            headers: { authorization },
          })
        ).json(),
      ).sort((a, b) => a - b);

    expect(await list()).toEqual(await todosOf(app, { assignee: 'zhangsan', status: 0 }));
    await chooseFirm(app, authorization, '1002');
    expect(await list()).toEqual(
      await todosOf(app, { assignee: 'zhangsan', firmNo: '1002', status: 0 }),
    );
  });

  it('names a bad status, page or keyword with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    for (const [query, field] of [
      ['status=5', 'status'],
      ['status=pending', 'status'],
      ['pageSize=6000', 'pageSize'],
      ['pageNum=0', 'pageNum'],
      [`keyword=${'k'.repeat(65)}`, 'keyword'],
    ]) {
      const response = await app.inject({
        url: `/api/coreSystem/todoAll?${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg: `参数 ${field} 无效`, data: null });
    }
  });
});

describe('GET /api/coreSystem/todoStepList', () => {
  it('lists the approval steps of a pending to-do in order', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const todoId = await firstTodoOf(app, { assignee: 'zhangsan', applicant: 'lisi' });
    const response = await app.inject({
      url: `/api/coreSystem/todoStepList?todoId=${todoId}`,
      headers: { authorization },
    });

    expect(response.statusCode).toBe(200);
    const steps = response.json().data;
    expect(steps[0]).toEqual({
      seq: 1,
      stepName: '提交申请',
      handler: '李四',
      status: 'submitted',
      time: expect.any(String),
      comment: '请审批',
    });
    expect(steps.map((step: { seq: number }) => step.seq)).toEqual(
      steps.map((_: unknown, index: number) => index + 1),
    );
    expect(steps.find((step: { status: string }) => step.status === 'pending')).toMatchObject({
      handler: '张三',
      time: null,
    });
  });

  it('shows the applicant the steps of a to-do they applied for', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const todoId = await firstTodoOf(app, { assignee: 'lisi', applicant: 'zhangsan' });
    const response = await app.inject({
      url: `/api/coreSystem/todoStepList?todoId=${todoId}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].handler).toBe('张三');
  });

  it("answers 404 for another user's to-do or one of another firm, as for none at all", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const stepsOf = (todoId: number) =>
      app.inject({
        url: `/api/coreSystem/todoStepList?todoId=${todoId}`,
        headers: { authorization },
      });
    const someoneElses = await stepsOf(
      await firstTodoOf(app, { assignee: 'zhangsan', applicant: null }),
    );
    const otherFirm = await stepsOf(
      await firstTodoOf(app, { assignee: 'zhangsan', firmNo: '1002' }),
    );
    const missing = await stepsOf(2_000_000_000);
    for (const response of [someoneElses, otherFirm, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1, msg: '待办不存在', data: null });
    }
  });

  it('names a missing or bad todoId with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const missing = await app.inject({
      url: '/api/coreSystem/todoStepList',
      headers: { authorization },
    });
    expect(missing.json()).toEqual({ code: 1, msg: '缺少参数 todoId', data: null });
    for (const value of ['abc', '-1', '1e3x', '99999999999']) {
      const response = await app.inject({
        url: `/api/coreSystem/todoStepList?todoId=${value}`,
        headers: { authorization },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().msg).toBe('参数 todoId 无效');
    }
  });
});

describe('GET /api/coreSystem/getToDoCount', () => {
  it("counts the caller's to-dos of their firm by status", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const response = await app.inject({
      url: '/api/coreSystem/getToDoCount',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const pending = (await todosOf(app, { assignee: 'lisi', status: 0 })).length;
    const done = (await todosOf(app, { assignee: 'lisi', status: 1 })).length;
    expect(response.json().data).toEqual({ pending, done, recalled: 0, total: pending + done });
    // Two to-dos of everyone, four of firm 1001 and three of lisi's there.
    expect(pending + done).toBe(9);
  });
});

describe('GET /api/pc/recall/todo', () => {
  const recall = (app: FastifyInstance, authorization: string, todoId: number | string) =>
    app.inject({ url: `/api/pc/recall/todo?todoId=${todoId}`, headers: { authorization } });

  it("lets the applicant recall a pending to-do: it leaves the handler's pending list", async () => {
    const app = await buildTestApp();
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const todoId = await firstTodoOf(app, { assignee: 'lisi', applicant: 'zhangsan', status: 0 });

    const response = await recall(app, zhangsan.authorization, todoId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: { id: todoId, status: 2 } });

    const pending = await app.inject({
      url: '/api/coreSystem/todoAll?status=0&pageSize=100',
      headers: { authorization: lisi.authorization },
    });
    expect(recordIds(pending.json())).not.toContain(todoId);
    const recalled = await app.inject({
      url: '/api/coreSystem/todoAll?status=2',
      headers: { authorization: lisi.authorization },
    });
    expect(recordIds(recalled.json())).toEqual([todoId]);

    const steps = (
      await app.inject({
        url: `/api/coreSystem/todoStepList?todoId=${todoId}`,
        headers: { authorization: lisi.authorization },
      })
    ).json().data;
    expect(steps.at(-1)).toMatchObject({
      stepName: '申请人撤回',
      handler: '张三',
      status: 'recalled',
    });
    expect(steps.some((step: { status: string }) => step.status === 'pending')).toBe(false);
  });

  it('refuses the handler with 403, and changes nothing', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const todoId = await firstTodoOf(app, { assignee: 'lisi', applicant: 'zhangsan', status: 0 });
    const response = await recall(app, authorization, todoId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1, msg: '只有申请人可以撤回该待办', data: null });
    const { status } = await app.db
      .selectFrom('todos')
      .select('status')
      .where('id', '=', todoId)
      .executeTakeFirstOrThrow();
    expect(status).toBe(0);
  });

  it("answers 404 for someone else's to-do or one of another firm, as for none at all", async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'lisi');
    const someoneElses = await recall(
      app,
      authorization,
      await firstTodoOf(app, { assignee: 'zhangsan', applicant: null, status: 0 }),
    );
    const otherFirm = await recall(
      app,
      authorization,
      await firstTodoOf(app, { assignee: 'zhangsan', firmNo: '1002', status: 0 }),
    );
    const missing = await recall(app, authorization, 2_000_000_000);
    for (const response of [someoneElses, otherFirm, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    const recalled = await app.db
      .selectFrom('todos')
      .select('id')
      .where('status', '=', 2)
      .execute();
    expect(recalled).toEqual([]);
  });

  it('refuses a to-do that is no longer pending with 409', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const todoId = await firstTodoOf(app, { assignee: 'lisi', applicant: 'zhangsan', status: 0 });
    await app.db.updateTable('todos').set({ status: 1 }).where('id', '=', todoId).execute();
    const response = await recall(app, authorization, todoId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 1, msg: '只有待处理的待办可以撤回', data: null });
  });

  it('recalls exactly once when the same recall arrives several times at once', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const todoId = await firstTodoOf(app, { assignee: 'lisi', applicant: 'zhangsan', status: 0 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => recall(app, authorization, todoId)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const recalledSteps = await app.db
      .selectFrom('todo_steps')
      .select('id')
      .where('todo_id', '=', todoId)
      .where('step_name', '=', '申请人撤回')
      .execute();
    expect(recalledSteps).toHaveLength(1);
  });

  it('names a missing or bad todoId with 400', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app);
    const missing = await app.inject({ url: '/api/pc/recall/todo', headers: { authorization } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 1, msg: '缺少参数 todoId', data: null });
    const bad = await recall(app, authorization, 'x');
    expect(bad.json()).toEqual({ code: 1, msg: '参数 todoId 无效', data: null });
  });
});
