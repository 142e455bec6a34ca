import type { Todo, TodoPage } from '@portal/contract';
import { getStore, setStore } from '@/lib/storage';
import { storageKey } from '@/lib/storage-keys';

const todoNewestIdKey = storageKey('todoNewestId', 'session');

/** The poll of spec §4 and §7: page 1, five records, pending to-dos. */
export const todoPollQuery = { pageNum: 1, pageSize: 5, status: 0 } as const;

/** Name of the Web Lock held by the one browser tab that polls. */
export const todoPollLockName = 'portal-todo-poll';

export type PollResult =
  /** Nothing stored yet: the newest id becomes the mark, nothing is announced. */
  | { kind: 'baseline'; newestId: number }
  | { kind: 'unchanged' }
  /** A newer to-do than the stored one; `todo` is the newest pending one above the mark, if any. */
  | { kind: 'new'; newestId: number; todo: Todo | undefined };

/**
 * Compares a poll with the stored mark (spec §4: notify when the newest to-do id is greater than
 * the stored one). The first poll of a user in a firm only sets the mark, so signing in does not
 * announce old work.
 */
export function comparePoll(
  page: Pick<TodoPage, 'todoId' | 'records'>,
  storedId: number | undefined,
): PollResult {
  const newestId = page.todoId;
  if (newestId === null) return { kind: 'unchanged' };
  if (storedId === undefined) return { kind: 'baseline', newestId };
  if (newestId <= storedId) return { kind: 'unchanged' };
  const todo = page.records.filter((record) => record.id > storedId).sort((a, b) => b.id - a.id)[0];
  return { kind: 'new', newestId, todo };
}

type Marks = Record<string, number>;

const markKey = (firmId: number, userId: number) => `${firmId}:${userId}`;

/** The newest to-do id already seen by this user in this firm, in any browser tab. */
export function readTodoMark(firmId: number, userId: number): number | undefined {
  const marks = getStore<Marks>({ name: todoNewestIdKey });
  const mark = marks?.[markKey(firmId, userId)];
  return typeof mark === 'number' ? mark : undefined;
}

export function writeTodoMark(firmId: number, userId: number, todoId: number): void {
  const marks = getStore<Marks>({ name: todoNewestIdKey }) ?? {};
  setStore({
    name: todoNewestIdKey,
    content: { ...marks, [markKey(firmId, userId)]: todoId },
  });
}
