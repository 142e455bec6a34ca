import { useSyncExternalStore } from 'react';
import { rememberDeveloperOrigins } from './page-policy';

/**
 * The release an app runs for the signed-in user in their firm (GET /subApps/releases); or, with
 * `developer`, the development server their own session runs it from (decision 0026): no release,
 * nothing pinned.
 */
export type SubAppRelease = { version: string; url: string; developer?: true };

/** By app name; an app not listed runs its registry entry's url and pins. */
export type SubAppReleases = Readonly<Record<string, SubAppRelease>>;

let releases: SubAppReleases | undefined;
const listeners = new Set<() => void>();

/**
 * Which release each app runs for this user and firm, as the frame last heard it; undefined
 * while it is not known (signed out, or asked again for another firm): the frame then mounts no
 * app, rather than one of them at a release its firm does not run.
 */
export function setSubAppReleases(next: SubAppReleases | undefined): void {
  if (next === releases) return;
  releases = next;
  if (next) {
    rememberDeveloperOrigins(
      Object.values(next).flatMap(({ url, developer }) => (developer ? [url] : [])),
    );
  }
  for (const listener of listeners) listener();
}

export function subAppReleases(): SubAppReleases | undefined {
  return releases;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The releases in a component, which renders again when the frame hears of new ones. */
export function useSubAppReleases(): SubAppReleases | undefined {
  return useSyncExternalStore(subscribe, subAppReleases);
}
