import { isEmpty } from './is-empty';
import { declaredLifetime, isLifetime, type Lifetime } from './storage-keys';

/** Every key the shell writes is prefixed, so clearing never touches other apps on the origin. */
export const storagePrefix = 'hf-';

export type StorageType = 'session' | 'local';

/** The wrapper each value is stored in (spec §3). */
export type StoredValue<T = unknown> = {
  dataType: string;
  content: T;
  type: StorageType;
  datetime: number;
  /** How long it lives, as its feature declared it (lib/storage-keys.ts). */
  lifetime?: Lifetime;
};

type SetStoreOptions = { name: string; content: unknown; type?: StorageType };
type NameOptions = { name: string; type?: StorageType };

function storageOf(type: StorageType): Storage {
  return type === 'session' ? window.sessionStorage : window.localStorage;
}

function typesOf(type: StorageType | undefined): StorageType[] {
  return type ? [type] : ['session', 'local'];
}

/** Stores `content` under `hf-<name>`, in local storage unless `type` is 'session'. */
export function setStore({ name, content, type = 'local' }: SetStoreOptions): void {
  const lifetime = declaredLifetime(name);
  const value: StoredValue = {
    dataType: typeof content,
    content,
    type,
    datetime: Date.now(),
    ...(lifetime ? { lifetime } : {}),
  };
  storageOf(type).setItem(storagePrefix + name, JSON.stringify(value));
}

/** The wrapper stored under `name`, session storage first, or undefined. */
export function getStoreEntry<T = unknown>(name: string): StoredValue<T> | undefined {
  return readEntry<T>('session', name) ?? readEntry<T>('local', name);
}

function readEntry<T>(type: StorageType, name: string): StoredValue<T> | undefined {
  const raw = storageOf(type).getItem(storagePrefix + name);
  if (raw === null || isEmpty(raw)) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredValue(parsed)) return parsed as StoredValue<T>;
  } catch {
    // Not written by setStore: handed back as a string below.
  }
  return { dataType: 'string', content: raw as T, type, datetime: 0 };
}

/**
 * The content stored under `name`, session storage first. The caller states the type it
 * wrote; the stored JSON is not validated.
 */
export function getStore<T = unknown>({ name }: { name: string }): T | undefined {
  return getStoreEntry<T>(name)?.content;
}

/** Removes `name` from the given storage, or from both. */
export function removeStore({ name, type }: NameOptions): void {
  for (const each of typesOf(type)) storageOf(each).removeItem(storagePrefix + name);
}

/** Every value the shell stored in the given storage, or in both, by unprefixed name. */
export function getAllStore({ type }: { type?: StorageType } = {}): {
  name: string;
  content: unknown;
}[] {
  const all: { name: string; content: unknown }[] = [];
  for (const each of typesOf(type)) {
    for (const key of keysOf(storageOf(each))) {
      const name = key.slice(storagePrefix.length);
      all.push({ name, content: readEntry(each, name)?.content });
    }
  }
  return all;
}

/** Removes every `hf-` value from the given storage, or from both, except the names in `keep`. */
export function clearStore({ type, keep = [] }: { type?: StorageType; keep?: string[] } = {}) {
  const kept = new Set(keep.map((name) => storagePrefix + name));
  for (const each of typesOf(type)) {
    const storage = storageOf(each);
    for (const key of keysOf(storage)) if (!kept.has(key)) storage.removeItem(key);
  }
}

/**
 * Removes every `hf-` value whose lifetime is one of `lifetimes`: the one its feature declares,
 * else the one written with it (its module has not loaded), else 'session' (a value of no known
 * lifetime goes at sign-out). The declaration comes first: a value an earlier release wrote
 * with a longer lifetime goes as the feature says now.
 */
export function clearByLifetime(lifetimes: readonly Lifetime[]): void {
  for (const each of ['session', 'local'] as const) {
    const storage = storageOf(each);
    for (const key of keysOf(storage)) {
      const name = key.slice(storagePrefix.length);
      const written = readEntry(each, name)?.lifetime;
      const lifetime = declaredLifetime(name) ?? (isLifetime(written) ? written : 'session');
      if (lifetimes.includes(lifetime)) storage.removeItem(key);
    }
  }
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(storagePrefix)) keys.push(key);
  }
  return keys;
}

function isStoredValue(value: unknown): value is StoredValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'dataType' in value &&
    'content' in value &&
    'type' in value
  );
}
