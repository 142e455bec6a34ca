import type { UserInfo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { hasAnyRole } from './roles';

const withRoles = (...roleNos: string[]) =>
  ({
    roleLoginVos: roleNos.map((roleNo, index) => ({ roleId: index, roleNo, roleName: roleNo })),
  }) as UserInfo;

describe('hasAnyRole', () => {
  it('answers whether the user holds any of the role numbers', () => {
    expect(hasAnyRole(['R1002', 'R9'], withRoles('R1001', 'R1002'))).toBe(true);
    expect(hasAnyRole(['R2001'], withRoles('R1001'))).toBe(false);
    expect(hasAnyRole([], withRoles('R1001'))).toBe(false);
    expect(hasAnyRole(['R1001'], undefined)).toBe(false);
  });
});
