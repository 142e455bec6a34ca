import type { UserInfo } from '@portal/contract';
import { useSessionUser } from './session-user-store';

/** Whether the user holds any of the given role numbers (spec §6). */
export function hasAnyRole(roleNos: readonly string[], userInfo: UserInfo | undefined): boolean {
  const held = new Set(userInfo?.roleLoginVos.map((role) => role.roleNo) ?? []);
  return roleNos.some((roleNo) => held.has(roleNo));
}

/** `hasAnyRole` for the signed-in user; follows a firm switch (roles are per firm). */
export function useHasAnyRole(roleNos: readonly string[]): boolean {
  return useSessionUser((state) => hasAnyRole(roleNos, state.userInfo));
}
