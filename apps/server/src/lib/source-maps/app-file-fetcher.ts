import { fetchFile } from './fetch-file';

/** Asks this server for a path of its own origin: the bytes of a 200, else null. */
export type AskSelf = (path: string) => Promise<Uint8Array | null>;

/**
 * How the server gets an app's file for its source maps: an absolute url from the app's origin;
 * a path of the portal's own origin from this server when it serves the sub-apps itself (the
 * demo), else not at all: in production the front proxy serves those paths, which this server
 * cannot reach (docs/production.md, "Source maps").
 */
export function createAppFileFetcher({ askSelf }: { askSelf?: AskSelf } = {}) {
  return (location: string): Promise<Uint8Array | null> => {
    if (location.startsWith('/')) return askSelf ? askSelf(location) : Promise.resolve(null);
    return fetchFile(location);
  };
}
