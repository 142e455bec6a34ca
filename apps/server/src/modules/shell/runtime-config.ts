import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { ConfigError, type Config } from '../../config';
import { passwordProfiles, type PasswordProfileName } from '../../lib/password-profiles';

function passwordPolicyOf(profile: PasswordProfileName): RuntimeConfig['passwordPolicy'] {
  const { minLength, maxLength, minClasses, historyCount, maxAgeDays } = passwordProfiles[profile];
  return { profile, minLength, maxLength, minClasses, historyCount, maxAgeDays };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else (arrays included) is replaced. */
function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
}

/** A configuration the server does not start with; server.ts prints its message alone. */
export class RuntimeConfigError extends ConfigError {
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

/** /main/config.json but the sub-application registry, which is data (migration 0019). */
export type StaticRuntimeConfig = Omit<RuntimeConfig, 'subApps'>;

const staticRuntimeConfigSchema = runtimeConfigSchema.omit({ subApps: true });

/**
 * /main/config.json but the registry: the defaults of this server, with PORTAL_CONFIG_FILE (if
 * set) merged over them. Throws a RuntimeConfigError naming the field when the result is not a
 * valid config.
 */
export function buildRuntimeConfig(config: Config): StaticRuntimeConfig {
  const defaults: StaticRuntimeConfig = {
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
    passwordPolicy: passwordPolicyOf(config.passwordProfile),
    secondFactorPolicy: config.secondFactor.policy,
    website: {
      title: 'Portal',
      watermark: true,
      keepAliveLimit: 30,
      subAppLoadTimeoutMs: 20_000,
      subAppPrefetchLimit: 12,
    },
  };
  if (!config.portalConfigFile) return defaults;

  const override = readOverride(config.portalConfigFile);
  if (isPlainObject(override) && 'subApps' in override) {
    throw new RuntimeConfigError(
      `PORTAL_CONFIG_FILE ${config.portalConfigFile} gives subApps: the sub-application ` +
        'registry is kept in the database since migration 0019, where a platform administrator ' +
        'changes it without a restart. Move the entries there (docs/sub-apps.md, "The ' +
        'registry") and remove subApps from the file.',
    );
  }
  const result = staticRuntimeConfigSchema.safeParse(deepMerge(defaults, override));
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
