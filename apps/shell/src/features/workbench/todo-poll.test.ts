import type { Todo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { comparePoll, readTodoMark, writeTodoMark } from './todo-poll';

const todo = (id: number): Todo => ({
  id,
  title: `待办 ${id}`,
  businessType: '授信审批',
  subApp: `/credit/approval/${id}`,
  applicant: '王五',
  createTime: '2026-11-22T05:37:35.125Z',
  status: 0,
  urgency: 'normal',
});

describe('comparePoll', () => {
  it('only sets the mark on the first poll, announcing nothing', () => {
    expect(comparePoll({ todoId: 12, records: [todo(12)] }, undefined)).toEqual({
      kind: 'baseline',
      newestId: 12,
    });
  });

  it('announces nothing while the newest id is not greater than the stored one', () => {
    expect(comparePoll({ todoId: 12, records: [todo(12)] }, 12)).toEqual({ kind: 'unchanged' });
    expect(comparePoll({ todoId: 9, records: [todo(9)] }, 12)).toEqual({ kind: 'unchanged' });
    expect(comparePoll({ todoId: null, records: [] }, 12)).toEqual({ kind: 'unchanged' });
    expect(comparePoll({ todoId: null, records: [] }, undefined)).toEqual({ kind: 'unchanged' });
  });

  it('announces the newest pending to-do above the mark', () => {
    const result = comparePoll({ todoId: 15, records: [todo(13), todo(15), todo(11)] }, 12);
    expect(result).toEqual({ kind: 'new', newestId: 15, todo: todo(15) });
  });

  it('still announces a newer to-do that is not among the pending records', () => {
    // The newest was handled already (done): its id moves the mark, with no record to open.
    expect(comparePoll({ todoId: 14, records: [todo(11)] }, 12)).toEqual({
      kind: 'new',
      newestId: 14,
      todo: undefined,
    });
  });
});

describe('the stored mark', () => {
  it('is kept per user and firm, under the hf- prefix', () => {
    writeTodoMark(1001, 7, 40);
    writeTodoMark(1002, 7, 55);
    expect(readTodoMark(1001, 7)).toBe(40);
    expect(readTodoMark(1002, 7)).toBe(55);
    expect(readTodoMark(1001, 8)).toBeUndefined();
    expect(window.localStorage.getItem('hf-todoNewestId')).toContain('"1001:7":40');
  });
});
