import type { RegistryEntry } from '@portal/contract';

/** What the registry page narrows its list to; empty or 'all' narrows nothing. */
export type RegistryFilter = {
  /** Held, in any case, by the route, the app name, either name for people or the url. */
  text: string;
  isolation: RegistryEntry['isolation'] | 'all';
  state: 'on' | 'off' | 'all';
};

export const noRegistryFilter: RegistryFilter = { text: '', isolation: 'all', state: 'all' };

/** The entries the filter keeps, in their order: the whole registry is on the page (~30–100). */
export function filterRegistryEntries<Entry extends RegistryEntry>(
  entries: readonly Entry[],
  { text, isolation, state }: RegistryFilter,
): Entry[] {
  const needle = text.trim().toLocaleLowerCase();
  return entries.filter(
    (entry) =>
      (isolation === 'all' || entry.isolation === isolation) &&
      (state === 'all' || entry.enabled === (state === 'on')) &&
      (needle === '' ||
        [entry.route, entry.name, entry.titleZh, entry.titleEn, entry.url ?? ''].some((value) =>
          value.toLocaleLowerCase().includes(needle),
        )),
  );
}
