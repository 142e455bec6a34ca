import { appScopes, type AppScope } from '@portal/contract';

const isAppScope = (value: unknown): value is AppScope =>
  (appScopes as readonly unknown[]).includes(value);

/**
 * The scopes of a stored JSON list (a registry entry's, an app's token's): the known ones, each
 * once. Anything else, such as a row edited by hand into something unreadable, grants nothing.
 */
export function storedAppScopes(text: string | null): AppScope[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? [...new Set(value.filter(isAppScope))] : [];
}
