import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/build-test-app';
import { chooseFirm, firmIdOf, userIdOf } from '../../testing/demo-lookups';
import { seedHomeTodosFinanceDemoData } from './seed-home-todos-finance-demo-data';

const tables = [
  'notices',
  'notice_reads',
  'messages',
  'todos',
  'todo_steps',
  'finance_projects',
  'contract_applications',
  'payment_applications',
] as const;

describe('seedHomeTodosFinanceDemoData', () => {
  it('can run again without duplicating anything', async () => {
    const app = await buildTestApp();
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of tables) {
        const { count } = await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow();
        result[table] = Number(count);
      }
      return result;
    };
    const before = await counts();
    await seedHomeTodosFinanceDemoData(app.db);
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ notices: 24, messages: 19, todos: 31, finance_projects: 7 });
  });

  it('gives a newer to-do a greater id, as the to-do poll expects', async () => {
    const app = await buildTestApp();
    const todos = await app.db.selectFrom('todos').select(['id', 'create_time']).execute();
    const byId = [...todos].sort((a, b) => a.id - b.id).map((todo) => todo.create_time);
    expect(byId).toEqual([...byId].sort());
  });

  it('gives every to-do its steps, numbered from 1 and starting with the submission', async () => {
    const app = await buildTestApp();
    const firstSteps = await app.db
      .selectFrom('todos')
      .leftJoin('todo_steps', (join) =>
        join.onRef('todo_steps.todo_id', '=', 'todos.id').on('todo_steps.seq', '=', 1),
      )
      .select(['todos.id', 'todo_steps.status'])
      .execute();
    expect(firstSteps.every((step) => step.status === 'submitted')).toBe(true);
  });

  it('shows each user in each firm lists of their own: other to-dos, messages and notices', async () => {
    const app = await buildTestApp();
    const zhangsan1001 = await workbenchOf(app, 'zhangsan', '1001');
    const zhangsan1002 = await workbenchOf(app, 'zhangsan', '1002');
    const lisi1001 = await workbenchOf(app, 'lisi', '1001');

    // A firm switch, and another user, change the titles and the counts alike.
    for (const [one, other] of [
      [zhangsan1001, zhangsan1002],
      [zhangsan1001, lisi1001],
      [zhangsan1002, lisi1001],
    ] as const) {
      expect(one.todos).not.toEqual(other.todos);
      expect(one.todos.length).not.toBe(other.todos.length);
      expect(one.messages).not.toEqual(other.messages);
      expect(one.unreadMessages).not.toBe(other.unreadMessages);
      expect(one.pendingTodos).not.toBe(other.pendingTodos);
    }
    expect(zhangsan1001.notices).not.toEqual(zhangsan1002.notices);
    expect(zhangsan1001.notices.length).not.toBe(zhangsan1002.notices.length);
    // Colleagues of one firm read its notices; what else they see is their own.
    expect(lisi1001.notices).toEqual(zhangsan1001.notices);

    // Each firm's items name its own business; the base is everyone's.
    expect(zhangsan1001.todos.some((title) => title.includes('华东精密制造'))).toBe(true);
    expect(zhangsan1002.todos.some((title) => title.includes('华东精密制造'))).toBe(false);
    expect(zhangsan1002.todos.some((title) => title.includes('东海船舶配套'))).toBe(true);
    expect(zhangsan1001.notices).toContain('示范商业保理有限公司第三季度保理业务经营通报');
    expect(zhangsan1002.notices).toContain('示范小额贷款有限公司小微贷款贷后走访安排');
    for (const workbench of [zhangsan1001, zhangsan1002, lisi1001]) {
      expect(workbench.todos).toContain('【贷后检查】存量项目季度贷后检查');
      expect(workbench.messages).toContain('密码即将过期');
      expect(workbench.notices).toContain('国庆节放假安排');
    }
  });

  it('gives a firm with no demo user notices of its own too', async () => {
    const app = await buildTestApp();
    const noticesOf = async (firmNo: string) =>
      (
        await app.db
          .selectFrom('notices')
          .select('title')
          .where('firm_id', '=', await firmIdOf(app, firmNo))
          .orderBy('title')
          .execute()
      ).map((notice) => notice.title);
    const firm1001 = await noticesOf('1001');
    const firm1002 = await noticesOf('1002');
    const firm1003 = await noticesOf('1003');
    expect(new Set([firm1001.length, firm1002.length, firm1003.length]).size).toBe(3);
    expect(firm1003).toContain('担保业务一部保后检查工作安排');
    expect(firm1001).not.toContain('担保业务一部保后检查工作安排');
  });
});

type Workbench = {
  /** Titles of all the user's to-dos in the firm, sorted. */
  todos: string[];
  pendingTodos: number;
  /** Titles of the messages the user sees in the firm, sorted. */
  messages: string[];
  unreadMessages: number;
  notices: string[];
};

/** What the user sees of to-dos, messages and notices while working in the firm. */
async function workbenchOf(
  app: FastifyInstance,
  username: string,
  firmNo: string,
): Promise<Workbench> {
  const signedIn = await signIn(app, username);
  await chooseFirm(app, signedIn, firmNo);
  const get = async (url: string) =>
    (await app.inject({ url, headers: { authorization: signedIn.authorization } })).json().data;
  const titles = (page: { records: { title: string }[] }) =>
    page.records.map((record) => record.title).sort();

  const todos = await app.db
    .selectFrom('todos')
    .select('title')
    .where('assignee_user_id', '=', await userIdOf(app, username))
    .where('firm_id', '=', await firmIdOf(app, firmNo))
    .execute();
  return {
    todos: todos.map((todo) => todo.title).sort(),
    pendingTodos: (await get('/api/coreSystem/getToDoCount')).pending,
    messages: titles(await get('/api/uniHome/page/message/list?pageSize=100')),
    unreadMessages: (await get('/api/uniHome/page/message/list?status=unread')).total,
    notices: titles(await get('/api/uniHome/notices/list?pageSize=100')),
  };
}
