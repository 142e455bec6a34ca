import type { SubAppTarget } from './resolve-sub-app';

/** A sub-application to host, and the shell address it opens at (its first tab's). */
export type HostedApp = { target: SubAppTarget; page: string };

/**
 * One host per app name (micro-app runs one app per name): the first of a name wins. A later one
 * with the same name and url is the same app (another of its tabs); with another url it is a
 * name collision, refused, and the running app keeps its name.
 */
export function oneHostPerName(candidates: readonly HostedApp[]): {
  apps: HostedApp[];
  conflicts: HostedApp[];
} {
  const byName = new Map<string, HostedApp>();
  const conflicts: HostedApp[] = [];
  for (const candidate of candidates) {
    const running = byName.get(candidate.target.appName);
    if (!running) byName.set(candidate.target.appName, candidate);
    else if (running.target.url !== candidate.target.url) conflicts.push(candidate);
  }
  return { apps: [...byName.values()], conflicts };
}
