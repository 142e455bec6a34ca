import { getStore, setStore } from '@/lib/storage';
import { create } from 'zustand';
import { storageKey } from '@/lib/storage-keys';

const permissionsKey = storageKey('permission', 'session');

/** Button permission codes of the current firm's menu as flags (spec §6). */
type Flags = Record<string, true>;

function toFlags(codes: readonly string[]): Flags {
  return Object.fromEntries(codes.map((code) => [code, true as const]));
}

function readStoredFlags(): Flags {
  const stored = getStore<unknown>({ name: permissionsKey });
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.keys(stored).map((code) => [code, true as const]));
}

export const usePermissionStore = create<{ flags: Flags }>(() => ({ flags: readStoredFlags() }));

function isSameFlags(a: Flags, b: Flags): boolean {
  const codes = Object.keys(a);
  return codes.length === Object.keys(b).length && codes.every((code) => b[code] === true);
}

/**
 * Sets the codes from the menu answer (`btns`); a firm switch brings the new firm's codes. The
 * same codes again change nothing: what shows a control does not render again.
 */
export function setButtonCodes(codes: readonly string[]): void {
  const flags = toFlags(codes);
  if (isSameFlags(flags, usePermissionStore.getState().flags)) return;
  setStore({ name: permissionsKey, content: flags });
  usePermissionStore.setState({ flags });
}

export function hasButtonPermission(code: string): boolean {
  return usePermissionStore.getState().flags[code] === true;
}

/** Whether the user may use the control of this code; re-renders when the codes change. */
export function useButtonPermission(code: string): boolean {
  return usePermissionStore((state) => state.flags[code] === true);
}
