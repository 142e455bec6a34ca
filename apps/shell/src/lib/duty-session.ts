import type { Duty } from '@portal/contract';
import { getStoreEntry, removeStore, setStore, type StorageType } from './storage';
import { storageKey } from './storage-keys';

const dutyKey = storageKey('duty', 'session');

/**
 * The platform duty (system, security or audit administration) of the session signed in in this
 * browser tab, if it holds one. Such a session runs no sub-app and keeps its token and user in
 * this tab's session storage alone, without the `Authorization` cookie: no other page of the
 * origin, a sub-app opened in another tab included, can read them (decision 0012).
 */
export function sessionDuty(): Duty | undefined {
  const entry = getStoreEntry<unknown>(dutyKey);
  const duty = entry?.type === 'session' ? entry.content : undefined;
  return typeof duty === 'string' && duty !== '' ? (duty as Duty) : undefined;
}

export const holdsDuty = (): boolean => sessionDuty() !== undefined;

export function saveSessionDuty(duty: Duty | null | undefined): void {
  if (duty) setStore({ name: dutyKey, content: duty, type: 'session' });
  else removeStore({ name: dutyKey });
}

/** Where the session's own values go: this tab's storage for a duty, the browser's otherwise. */
export const sessionValuesStorage = (): StorageType => (holdsDuty() ? 'session' : 'local');
