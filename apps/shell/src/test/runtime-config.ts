import type { RuntimeConfig } from '@portal/contract';

/** A complete runtime configuration, as /main/config.json gives it. */
export const testRuntimeConfig: RuntimeConfig = {
  env: 'stage',
  api: { main: '/api', riskControl: '/r', bpm: '/b', contract: '/c', portal: '/p' },
  auth: { clientId: 'portal', clientSecret: 'secret' },
  requestTimeoutMs: 1_000_000,
  session: { cacheCheckIntervalMs: 60_000, idleCountdownSeconds: 900, todoPollIntervalMs: 30_000 },
  subApps: [],
  passwordPolicy: {
    profile: 'asvs',
    minLength: 8,
    maxLength: 128,
    minClasses: 0,
    historyCount: 0,
    maxAgeDays: null,
  },
  secondFactorPolicy: 'optional',
  website: { title: 'Portal', watermark: true, keepAliveLimit: 30, subAppLoadTimeoutMs: 20_000 },
};
