import type { UrlCheck } from '@portal/contract';

/** How long a check's answer is kept by default: operations' page asks every few seconds. */
const defaultKeepMs = 30_000;
const timeoutMs = 5_000;

type Answer = { status: number; contentType: string };

export type UrlCheckOptions = {
  /** Asks this server for a path of its own origin; absent when paths are served elsewhere. */
  askSelf?: (path: string) => Promise<Answer>;
  now: () => Date;
  /** How long an answer is kept; 0 asks every time. */
  keepMs?: number;
};

async function fetchAnswer(url: string): Promise<Answer> {
  const response = await fetch(url, {
    headers: { accept: 'text/html' },
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
}

/**
 * Checks a registry url as the shell would load it: a page of HTML. A path of the portal's own
 * origin is asked of this server when it serves the sub-apps (the demo); in production the front
 * proxy serves those paths, which this server cannot see, so they are not checked. Answers are
 * kept half a minute.
 */
export function createUrlChecker({ askSelf, now, keepMs = defaultKeepMs }: UrlCheckOptions) {
  const kept = new Map<string, { check: Promise<UrlCheck>; at: number }>();

  const check = async (url: string): Promise<UrlCheck> => {
    const checkedAt = now().toISOString();
    const isPath = url.startsWith('/');
    if (isPath && !askSelf)
      return { state: 'unchecked', status: null, reason: 'samePath', checkedAt };
    try {
      const { status, contentType } =
        isPath && askSelf ? await askSelf(url) : await fetchAnswer(url);
      if (status < 200 || status > 299)
        return { state: 'failing', status, reason: 'status', checkedAt };
      if (!contentType.includes('text/html')) {
        return { state: 'failing', status, reason: 'notHtml', checkedAt };
      }
      return { state: 'ok', status, reason: null, checkedAt };
    } catch {
      return { state: 'failing', status: null, reason: 'unreachable', checkedAt };
    }
  };

  return (url: string | null): Promise<UrlCheck> => {
    if (url === null) {
      return Promise.resolve({
        state: 'unchecked',
        status: null,
        reason: 'noUrl',
        checkedAt: now().toISOString(),
      });
    }
    const at = now().getTime();
    const found = kept.get(url);
    if (found && at - found.at < keepMs) return found.check;
    const fresh = check(url);
    kept.set(url, { check: fresh, at });
    return fresh;
  };
}
