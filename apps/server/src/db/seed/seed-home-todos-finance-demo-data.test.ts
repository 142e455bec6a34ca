import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
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
    expect(before).toMatchObject({ notices: 18, messages: 16, todos: 36, finance_projects: 7 });
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
});
