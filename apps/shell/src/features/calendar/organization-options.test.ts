import type { OrganizationNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { toTreeData, userIdOf } from './organization-options';

const person = (id: number, name: string): OrganizationNode => ({
  key: `user-${id}`,
  kind: 'user',
  id,
  name,
  code: `E${id}`,
  children: [],
});

describe('the member picker tree', () => {
  it('lets only colleagues be picked: not units, departments or the user', () => {
    const tree = toTreeData(
      [
        {
          key: 'dept-1',
          kind: 'unit',
          id: 1,
          name: '保理业务事业部',
          code: 'BU01',
          children: [
            {
              key: 'dept-2',
              kind: 'department',
              id: 2,
              name: '保理业务一部',
              code: 'D0101',
              children: [person(1, '张三'), person(3, '赵六')],
            },
          ],
        },
      ],
      1,
    );
    const department = tree[0]?.children[0];
    expect(tree[0]?.selectable).toBe(false);
    expect(department?.selectable).toBe(false);
    expect(department?.children).toEqual([
      { value: 'user-1', title: '张三', selectable: false, disabled: true, children: [] },
      { value: 'user-3', title: '赵六', selectable: true, children: [] },
    ]);
  });

  it('reads the user id of a picked person', () => {
    expect(userIdOf('user-12')).toBe(12);
    expect(userIdOf('dept-2')).toBeUndefined();
    expect(userIdOf(undefined)).toBeUndefined();
  });
});
