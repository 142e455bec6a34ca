/**
 * How long a value the shell stores lives. Each feature declares its own values with
 * `storageKey`; signing in and out clear them by lifetime, so no list of every feature's values
 * is kept anywhere. The lifetime is also written into each stored value (lib/storage.ts), so a
 * value is cleared rightly even before the module that declared it has loaded.
 */
export type Lifetime =
  /** Kept in this browser across sign-outs: preferences (spec §4: theme, tab config). */
  | 'device'
  /** Forgotten at sign-out. */
  | 'session'
  /** Forgotten at sign-out and when a new sign-in starts: what the last session had open. */
  | 'view';

const lifetimes: readonly Lifetime[] = ['device', 'session', 'view'];

export const isLifetime = (value: unknown): value is Lifetime =>
  lifetimes.some((each) => each === value);

const declared = new Map<string, Lifetime>();

/**
 * Declares a stored value (its name without the `hf-` prefix) and how long it lives; answers the
 * name to store it under. A name is declared once: two features cannot share one by accident.
 */
export function storageKey(name: string, lifetime: Lifetime): string {
  const known = declared.get(name);
  if (known !== undefined && known !== lifetime) {
    throw new Error(`storage key ${name} is declared twice, as ${known} and ${lifetime}`);
  }
  declared.set(name, lifetime);
  return name;
}

/** The lifetime `name` was declared with, if its module has loaded. */
export function declaredLifetime(name: string): Lifetime | undefined {
  return declared.get(name);
}
