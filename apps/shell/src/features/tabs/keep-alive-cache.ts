/** A page kept mounted for its tab. */
export type KeptPage<Element, Where = unknown> = {
  key: string;
  element: Element;
  /** Where the page was opened; it keeps seeing this location while hidden. */
  location: Where;
  keepAlive: boolean;
};

export type KeepAliveCache<Element, Where = unknown> = {
  pages: KeptPage<Element, Where>[];
  /** Page keys, least recently shown first. */
  recency: string[];
};

/**
 * The pages to keep after showing `active` (none while a page outside the tabs is shown, such as
 * the lock page): closed tabs are dropped, pages without keep-alive live only while shown, and
 * beyond `limit` kept pages the least recently shown goes first. Answers the same object when
 * nothing changed, so it can run on every render.
 */
export function reconcileKeepAlive<Element, Where>(
  cache: KeepAliveCache<Element, Where>,
  active: KeptPage<Element, Where> | undefined,
  openKeys: ReadonlySet<string>,
  limit: number,
): KeepAliveCache<Element, Where> {
  const isKept = (page: KeptPage<Element, Where>) =>
    page.key === active?.key || (page.keepAlive && openKeys.has(page.key));
  let pages = cache.pages.filter(isKept);
  let recency = cache.recency.filter((key) => pages.some((page) => page.key === key));
  if (active) {
    if (!pages.some((page) => page.key === active.key)) pages = [...pages, active];
    if (recency.at(-1) !== active.key) {
      recency = [...recency.filter((key) => key !== active.key), active.key];
    }
  }

  const excess = pages.length - Math.max(limit, 1);
  if (excess > 0) {
    const dropped = new Set(recency.filter((key) => key !== active?.key).slice(0, excess));
    pages = pages.filter((page) => !dropped.has(page.key));
    recency = recency.filter((key) => !dropped.has(key));
  }

  const unchanged =
    pages.length === cache.pages.length &&
    pages.every((page, index) => page === cache.pages[index]) &&
    recency.length === cache.recency.length &&
    recency.every((key, index) => key === cache.recency[index]);
  return unchanged ? cache : { pages, recency };
}
