import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { ConfigError, type Config } from '../../config';
import { passwordProfiles, type PasswordProfileName } from '../../lib/password-profiles';
import { subAppEntries } from './sub-app-registry';

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

/** What `http:` may name in the demo: this machine. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin of an absolute sub-app url goes into the shell's script-src (plugins/external/
 * helmet.ts), and micro-app runs the app's scripts in a same-origin frame of the shell: fetched
 * over plain http, anyone on the network could change them and act as the signed-in user. So
 * every absolute url is https; the demo also takes http on this machine. A path is served by the
 * portal's own origin. `devUrl` is not checked: only the shell's development server reads it.
 */
function refuseInsecureSubApps(runtimeConfig: RuntimeConfig, { demo }: { demo: boolean }): void {
  const insecure = runtimeConfig.subApps.flatMap((entry, index) => {
    if (!URL.canParse(entry.url)) return [];
    const { protocol, hostname } = new URL(entry.url);
    if (protocol === 'https:' || (demo && protocol === 'http:' && loopbackHosts.has(hostname))) {
      return [];
    }
    return [`  subApps[${index}] ${entry.name}: ${entry.url}`];
  });
  if (insecure.length === 0) return;
  throw new RuntimeConfigError(
    [
      'Refusing to start with sub-applications not served over https, whose scripts anyone on ' +
        'the network could change. Serve them over https (their url in PORTAL_CONFIG_FILE):',
      ...insecure,
      demo
        ? 'In the demo, http is taken on 127.0.0.1, localhost and [::1] only.'
        : 'or set PORTAL_DEMO=true to run the demo (never in production).',
    ].join('\n'),
  );
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
 * them. Throws a RuntimeConfigError naming the field when the result is not a valid config, and
 * each sub-app whose url is not https (loopback http aside in the demo).
 */
export function buildRuntimeConfig(config: Config): RuntimeConfig {
  const runtimeConfig = mergeRuntimeConfig(config);
  refuseInsecureSubApps(runtimeConfig, config);
  return runtimeConfig;
}

function mergeRuntimeConfig(config: Config): RuntimeConfig {
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
    passwordPolicy: passwordPolicyOf(config.passwordProfile),
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
