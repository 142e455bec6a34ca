/** The default size of a page of the full lists. */
export const listPageSize = 10;

/** The last page that has records (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page to show once the total is known: the one asked for, or the last one when records
 * went away under it (a to-do recalled, a filter that now matches fewer).
 */
export function pageWithin(pageNum: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, pageNum), lastPage(total, pageSize));
}

/** A count for a badge: `12`, or `12+` when only part of the records was counted. */
export function countLabel(count: number, isPartial = false): string {
  return isPartial ? `${count}+` : String(count);
}

/** A search word as the server takes it: trimmed, at most 64 characters, blank for none. */
export function searchKeyword(text: string): string | undefined {
  const keyword = text.trim().slice(0, 64);
  return keyword === '' ? undefined : keyword;
}
