import { smallestPositions, sortKeys, type SortedKeys } from './sorted-keys';

/** A leaf menu entry, already translated and filtered. */
export type SearchEntry = {
  key: string;
  label: string;
  /** The address it opens. */
  path: string;
  /** The address shown under its label when it is not `path` (an embedded site's own). */
  shownPath?: string;
  icon?: string;
};

/**
 * The pinyin initials a user may type for a text, the likeliest reading first:
 * '客户列表' → ['khlb'], '重置密码' → ['zzmm', 'czmm'].
 */
export type InitialsOf = (text: string) => readonly string[];

/** For labels alone, while pinyin is not loaded. */
export const noInitials: InitialsOf = () => [];

/** Everything `searchIndex` compares, computed once per menu. */
export type SearchIndex = {
  readonly entries: readonly SearchEntry[];
  /** Normalised labels, sorted. */
  readonly labels: SortedKeys;
  /** Normalised initials readings of the labels with Chinese in them, sorted. */
  readonly initials: SortedKeys;
};

const hanCharacter = /\p{Script=Han}/u;
const nonAscii = /\P{ASCII}/u;
const noPositions: readonly number[] = Object.freeze([]);

/** Folds typed and stored text to one form: full-width to half-width, lower case. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function isHanCharacter(character: string): boolean {
  return hanCharacter.test(character);
}

export function buildSearchIndex(
  entries: readonly SearchEntry[],
  initialsOf: InitialsOf,
): SearchIndex {
  const readings: string[] = [];
  const readingPositions: number[] = [];
  entries.forEach((entry, position) => {
    if (!hanCharacter.test(entry.label)) return;
    for (const reading of initialsOf(entry.label)) {
      readings.push(normalizeText(reading));
      readingPositions.push(position);
    }
  });
  return {
    entries,
    labels: sortKeys(
      entries.map((entry) => normalizeText(entry.label)),
      entries.map((_, position) => position),
    ),
    initials: sortKeys(readings, readingPositions),
  };
}

/**
 * Entries whose label or pinyin initials start with the query, label matches first, each group
 * in menu order. Runs on every keystroke: binary searches over the sorted keys, no scan of the
 * whole menu.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 10): SearchEntry[] {
  const normalized = normalizeText(query.trim());
  if (normalized === '' || limit <= 0) return [];

  const positions = smallestPositions(index.labels, normalized, limit, noPositions);
  // Initials are ASCII: a query with Chinese in it can only match labels.
  if (positions.length < limit && !nonAscii.test(normalized)) {
    const more = limit - positions.length;
    positions.push(...smallestPositions(index.initials, normalized, more, positions));
  }
  const found: SearchEntry[] = [];
  for (const position of positions) {
    const entry = index.entries[position];
    if (entry) found.push(entry);
  }
  return found;
}
