import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { firmIdOf, userIdOf } from '../../testing/demo-lookups';

// The page carries its total and the newest to-do id; an empty page asks for them apart
// (todo-repository.ts). These are the cases where the page has fewer rows than the total, or none.

async function todoIdsOf(app: FastifyInstance, username: string, status?: number) {
  let query = app.db
    .selectFrom('todos')
    .select('id')
    .where('assignee_user_id', '=', await userIdOf(app, username))
    .where('firm_id', '=', await firmIdOf(app, '1001'));
  if (status !== undefined) query = query.where('status', '=', status);
  return (await query.orderBy('id', 'desc').execute()).map((row) => row.id);
}

async function listPage(app: FastifyInstance, authorization: string, query: string) {
  const response = await app.inject({
    url: `/api/coreSystem/todoAll?${query}`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { records: { id: number }[]; total: number; pageNum: number; todoId: number | null };
  }>().data;
}

describe('the to-do list, page by page', () => {
  it('gives every pending to-do once, newest first, with the same total and newest id', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const pending = await todoIdsOf(app, 'zhangsan', 0);
    const [newest] = await todoIdsOf(app, 'zhangsan');
    expect(pending.length).toBeGreaterThan(3);

    const pages = [];
    for (let pageNum = 1; pageNum <= Math.ceil(pending.length / 3); pageNum += 1) {
      pages.push(await listPage(app, authorization, `status=0&pageSize=3&pageNum=${pageNum}`));
    }
    expect(pages.flatMap((page) => page.records.map((record) => record.id))).toEqual(pending);
    for (const page of pages) expect(page).toMatchObject({ total: pending.length, todoId: newest });
  });

  it('answers a page past the end with no records, and still the total and newest id', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const done = await todoIdsOf(app, 'zhangsan', 1);
    const [newest] = await todoIdsOf(app, 'zhangsan');

    expect(await listPage(app, authorization, 'status=1&pageSize=5&pageNum=40')).toEqual({
      records: [],
      total: done.length,
      pageNum: 40,
      pageSize: 5,
      todoId: newest,
    });
  });

  it('gives the newest id of any status when none is pending, and null without to-dos', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const zhangsan = await userIdOf(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1001');
    const ofZhangsan = () =>
      app.db
        .deleteFrom('todos')
        .where('assignee_user_id', '=', zhangsan)
        .where('firm_id', '=', firmId);
    await ofZhangsan().where('status', '=', 0).execute();
    const [newest] = await todoIdsOf(app, 'zhangsan');
    expect(newest).toBeDefined();

    const nonePending = await listPage(app, authorization, 'status=0');
    expect(nonePending).toMatchObject({ records: [], total: 0, todoId: newest });

    await ofZhangsan().execute();
    expect(await listPage(app, authorization, 'status=0')).toMatchObject({
      records: [],
      total: 0,
      todoId: null,
    });
  });

  it('pages a search as it pages the list', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const all = await listPage(app, authorization, 'status=0&pageSize=100&keyword=%E3%80%90');
    expect(all.total).toBe((await todoIdsOf(app, 'zhangsan', 0)).length);

    const second = await listPage(
      app,
      authorization,
      'status=0&pageSize=2&pageNum=2&keyword=%E3%80%90',
    );
    expect(second.records.map((record) => record.id)).toEqual(
      all.records.slice(2, 4).map((record) => record.id),
    );
    expect(second).toMatchObject({ total: all.total, todoId: all.todoId });
    const beyond = await listPage(
      app,
      authorization,
      'status=0&pageSize=2&pageNum=99&keyword=%E3%80%90',
    );
    expect(beyond).toMatchObject({ records: [], total: all.total, todoId: all.todoId });
  });
});

describe('the to-do search', () => {
  it('finds % _ and \\ literally, ignores case and finds CJK text, one keyword after another', async () => {
    const app = await buildTestApp();
    const { authorization } = await signIn(app, 'zhangsan');
    const assignee = await userIdOf(app, 'zhangsan');
    const firmId = await firmIdOf(app, '1001');
    await app.db.deleteFrom('todos').where('assignee_user_id', '=', assignee).execute();
    // The keywords are found in each of the three texts searched; the list is newest first.
    const todos = [
      { title: '完成 100%', business_type: '授信审批', applicant_name: '王五' },
      { title: '完成 100', business_type: '授信审批', applicant_name: '王五' },
      { title: '审批', business_type: 'loan_review', applicant_name: '王五' },
      { title: '审批', business_type: 'loanxreview', applicant_name: '王五' },
      { title: '审批', business_type: '放款', applicant_name: 'Li\\Si' },
      { title: '审批', business_type: '放款', applicant_name: 'LiSi' },
    ];
    const ids: number[] = [];
    for (const todo of todos) {
      const { id } = await app.db
        .insertInto('todos')
        .values({
          ...todo,
          firm_id: firmId,
          assignee_user_id: assignee,
          applicant_user_id: null,
          sub_app_route: '/credit/approval/detail',
          urgency: 'normal',
          status: 0,
          create_time: '2026-01-01T00:00:00.000Z',
          finish_time: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }

    const search = (keyword: string) =>
      listPage(app, authorization, `status=0&keyword=${encodeURIComponent(keyword)}`);
    const cases: [string, number[]][] = [
      ['%', [0]],
      ['100', [1, 0]],
      ['_', [2]],
      ['LOAN_R', [2]],
      ['\\', [4]],
      ['li\\s', [4]],
      ['LISI', [5]],
      ['授信', [1, 0]],
      ['审批', [5, 4, 3, 2, 1, 0]],
      ['审核', []],
    ];
    for (const [keyword, places] of [...cases, ...cases.slice().reverse()]) {
      const found = places.map((place) => ids[place]);
      expect(await search(keyword), keyword).toMatchObject({
        records: found.map((id) => ({ id })),
        total: found.length,
        todoId: ids.at(-1),
      });
    }
  });
});
