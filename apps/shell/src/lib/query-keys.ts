import type { Query, QueryKey } from '@tanstack/react-query';

/**
 * The keys of the shell's server data. The server answers for the firm recorded on the session,
 * so whatever it answers belongs to one firm: its key starts with `['firm', firmId]`. A firm
 * switch then never shows the other firm's answer, and one prefix forgets a firm. Data that is
 * the same in every firm says so with `globalKey`.
 */

/** What every firm's key starts with. */
export const everyFirm = ['firm'] as const;

/** The prefix of everything of one firm. */
export function firmScope(firmId: number) {
  return [...everyFirm, firmId] as const;
}

/**
 * The key of a feature's data in a firm, `['firm', firmId, feature, ...parts]`:
 * `firmKey(firmId, 'messages')` is the prefix of all the firm's messages.
 */
export function firmKey<const Feature extends string, const Parts extends readonly unknown[]>(
  firmId: number,
  feature: Feature,
  ...parts: Parts
) {
  return [...firmScope(firmId), feature, ...parts] as const;
}

/**
 * The key of data that is the same whichever firm is on screen, `['global', feature, ...parts]`.
 * Say where it is used why the data is not per firm.
 */
export function globalKey<const Feature extends string, const Parts extends readonly unknown[]>(
  feature: Feature,
  ...parts: Parts
) {
  return ['global', feature, ...parts] as const;
}

/** The firm of a key `firmKey` built; undefined for any other key. */
export function firmOfKey(queryKey: QueryKey): number | undefined {
  const [root, firmId] = queryKey;
  return root === everyFirm[0] && typeof firmId === 'number' ? firmId : undefined;
}

/** Query filters for the data of every firm but `firmId` (of every firm without one). */
export function otherFirms(firmId: number | undefined) {
  return {
    queryKey: everyFirm,
    predicate: (query: Query) => firmId === undefined || firmOfKey(query.queryKey) !== firmId,
  };
}
