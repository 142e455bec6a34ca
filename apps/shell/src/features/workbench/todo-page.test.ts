import { describe, expect, it } from 'vitest';
import { todoPagePath } from './todo-page';

describe('todoPagePath', () => {
  it("opens the to-do's sub-app page with its id, keeping the route's own query and hash", () => {
    expect(todoPagePath({ id: 42, subApp: '/credit/approval/detail' })).toBe(
      '/credit/approval/detail?todoId=42',
    );
    expect(todoPagePath({ id: 7, subApp: '/other/index?step=2#/detail' })).toBe(
      '/other/index?step=2&todoId=7#/detail',
    );
  });
});
