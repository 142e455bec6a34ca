import type { MicroApp } from '@micro-zoe/micro-app';

/** A host message of the library (spec §8: name conflicts, invalid attributes, …). */
export type HostLog = { level: 'error' | 'warn'; message: string };

let loading: Promise<MicroApp> | undefined;

/** Sends the library's own messages (it writes them to the console) to `log` as well. */
function forwardLibraryMessages(log: (entry: HostLog) => void) {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const [first] = args;
      if (typeof first === 'string' && first.startsWith('[micro-app]')) {
        log({ level, message: first });
      }
      original(...args);
    };
  }
}

/** Fetches a sub-app's resource; an error status is a failure (the library would render it). */
async function fetchResource(url: string, options: Record<string, unknown>): Promise<string> {
  const response = await window.fetch(url, options as RequestInit);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

/**
 * micro-app, started once, on first use (it is not part of the first screen). Every app runs in
 * the iframe sandbox (Vite builds need it) and is kept alive. Its router is 'pure': the app sees
 * the shell's address (/main/newcrm/customer/list) without writing to the browser's history; the
 * shell moves it with `router.push` when another of its tabs is shown.
 */
export function loadMicroApp(log: (entry: HostLog) => void): Promise<MicroApp> {
  loading ??= import('@micro-zoe/micro-app').then(({ default: microApp }) => {
    forwardLibraryMessages(log);
    microApp.start({
      iframe: true,
      'keep-alive': true,
      'router-mode': 'pure',
      fetch: fetchResource,
    });
    return microApp;
  });
  return loading;
}
