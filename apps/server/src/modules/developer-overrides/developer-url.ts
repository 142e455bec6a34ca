/** Where a development server may be over plain http: this machine. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A development server's page, as a browser will fetch it, or null when it may not be one: an
 * absolute url over https, or over http on this machine only (anything else would let the
 * network change what runs in the portal's origin), without account details. The fragment is
 * dropped; the page is the folder's `index.html` or the page the url names.
 */
export function developerUrlOf(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const isAllowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!isAllowed || url.username !== '' || url.password !== '') return null;
  url.hash = '';
  return url.href;
}
