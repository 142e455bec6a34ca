import type { RuntimeConfig, SubAppEntry } from '@portal/contract';
import { useSyncExternalStore } from 'react';

let current: RuntimeConfig | undefined;
const listeners = new Set<() => void>();

function replace(config: RuntimeConfig) {
  current = config;
  for (const listener of listeners) listener();
}

/**
 * Fetches /main/config.json, what differs between deployments of one build. Checked by hand,
 * not with the contract's zod schema, to keep zod out of the login route.
 *
 * index.html preloads the file (`<link rel="preload" as="fetch" crossorigin="anonymous">`) so
 * that it arrives while the scripts load. The request here must match that preload to reuse it:
 * same URL, CORS mode with same-origin credentials (fetch's defaults), the default cache mode and
 * no headers of its own. Freshness comes from the server, which answers `Cache-Control: no-cache`.
 */
export async function loadRuntimeConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetcher(url, { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const config = unwrapEnvelope(body);
  assertRuntimeConfig(config, url);
  replace(config);
  return config;
}

/** The configuration loaded at start-up. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet.');
  return current;
}

/** For tests and for embedding hosts that hand the configuration over directly. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  replace(config);
}

/** Calls `listener` whenever the configuration is loaded again; answers the undo. */
export function subscribeRuntimeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The sub-application registry as it is now: a component that reads it renders again when an
 * administrator's change is loaded (app/data-version.ts).
 */
export function useRegistry(): readonly SubAppEntry[] {
  return useSyncExternalStore(subscribeRuntimeConfig, () => getRuntimeConfig().subApps);
}

/**
 * The server's passkey policy (`off`, `optional`, `required`); undefined until the configuration
 * is loaded (the login page shows before it).
 */
export function useSecondFactorPolicy(): RuntimeConfig['secondFactorPolicy'] | undefined {
  return useSyncExternalStore(subscribeRuntimeConfig, () => current?.secondFactorPolicy);
}

function unwrapEnvelope(body: unknown): unknown {
  if (isRecord(body) && 'code' in body && 'data' in body && !('api' in body)) return body.data;
  return body;
}

function assertRuntimeConfig(value: unknown, url: string): asserts value is RuntimeConfig {
  const problems: string[] = [];
  const config = isRecord(value) ? value : {};
  const api = isRecord(config.api) ? config.api : {};
  const auth = isRecord(config.auth) ? config.auth : {};
  const website = isRecord(config.website) ? config.website : {};
  if (typeof api.main !== 'string') problems.push('api.main');
  if (typeof auth.clientId !== 'string') problems.push('auth.clientId');
  if (typeof auth.clientSecret !== 'string') problems.push('auth.clientSecret');
  if (typeof config.requestTimeoutMs !== 'number' || config.requestTimeoutMs <= 0) {
    problems.push('requestTimeoutMs');
  }
  if (!Array.isArray(config.subApps)) problems.push('subApps');
  if (typeof website.title !== 'string') problems.push('website.title');
  if (problems.length > 0) {
    throw new Error(`${url} is missing or has invalid: ${problems.join(', ')}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
