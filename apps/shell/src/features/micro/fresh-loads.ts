/** The query parameter that gives an app's files addresses of their own after a refresh. */
const loadParameter = 'portal-load';

/** How many times each app was asked to load afresh. */
const loads = new Map<string, number>();

/**
 * The app's next loads fetch its files afresh, so that a vendor's fix under the same file names
 * is seen at a tab's refresh or a retry, without reloading the shell. micro-app keeps every
 * script it ran by its address, for the page's life, and runs the kept code again whenever an app
 * names that address: the page is handed to it with its scripts and styles at addresses of this
 * load (withLoadMarks), each fetched once more, revalidated with its server (`no-cache`).
 */
export function loadAfresh(appName: string): void {
  loads.set(appName, (loads.get(appName) ?? 0) + 1);
}

/** The fresh load `appName` is at, if it was ever asked for one. */
export function freshLoadOf(appName: string | null): number | undefined {
  return appName === null ? undefined : loads.get(appName);
}

/** `url` as its server names it: without the mark of a fresh load. */
export function withoutLoadMark(url: string): string {
  if (!url.includes(loadParameter) || !URL.canParse(url)) return url;
  const named = new URL(url);
  named.searchParams.delete(loadParameter);
  return named.href;
}

/** Whether a fetched text is a page (the app's entry), not a script or a style. */
export const isPage = (text: string) => text.trimStart().startsWith('<');

/** The page with each script and style it names at its address marked with load `load`. */
export function withLoadMarks(html: string, pageUrl: string, load: number): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const named: [Element, string][] = [
    ...[...page.querySelectorAll('script[src]')].map((script): [Element, string] => [
      script,
      'src',
    ]),
    ...[...page.querySelectorAll('link[rel~="stylesheet"][href]')].map(
      (link): [Element, string] => [link, 'href'],
    ),
  ];
  for (const [element, attribute] of named) {
    const value = element.getAttribute(attribute);
    if (!value || !URL.canParse(value, pageUrl)) continue;
    const marked = new URL(value, pageUrl);
    marked.searchParams.set(loadParameter, String(load));
    element.setAttribute(attribute, marked.href);
  }
  return `<!doctype html>\n${page.documentElement.outerHTML}`;
}
