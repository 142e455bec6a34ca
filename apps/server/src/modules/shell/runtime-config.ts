import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contract';
import { readFileSync } from 'node:fs';
import type { Config } from '../../config';
import { subAppEntries } from './sub-app-registry';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else (arrays included) is replaced. */
function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function readOverride(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RuntimeConfigError(`PORTAL_CONFIG_FILE ${file} is not a readable JSON file`, {
      cause: error,
    });
  }
}

/**
 * /main/config.json: the defaults of this server, with PORTAL_CONFIG_FILE (if set) merged over
 * them. Throws a RuntimeConfigError naming the field when the result is not a valid config.
 */
export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const defaults: RuntimeConfig = {
    env: 'stage',
    api: {
      main: '/api',
      riskControl: '/api/risk',
      bpm: '/api/bpm',
      contract: '/api/contract',
      portal: '/portal',
    },
    auth: { clientId: config.oauthClient.id, clientSecret: config.oauthClient.secret },
    requestTimeoutMs: 1_000_000,
    session: {
      cacheCheckIntervalMs: 60_000,
      idleCountdownSeconds: 900,
      todoPollIntervalMs: 30_000,
    },
    subApps: subAppEntries(),
    website: {
      title: 'Portal',
      watermark: true,
      keepAliveLimit: 30,
      subAppLoadTimeoutMs: 20_000,
      subAppPrefetchLimit: 12,
    },
  };
  if (!config.portalConfigFile) return defaults;

  const result = runtimeConfigSchema.safeParse(
    deepMerge(defaults, readOverride(config.portalConfigFile)),
  );
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new RuntimeConfigError(
      `PORTAL_CONFIG_FILE ${config.portalConfigFile} gives an invalid configuration:\n  ${problems.join('\n  ')}`,
    );
  }
  return result.data;
}
