import type { Route } from './route';

/**
 * A release's version: letters, digits and `. _ + -`, starting with a letter or digit (`2.4.1`,
 * `2026.11.26-1`, `1.0.0-rc.1+build.5`). It is a path segment of the release's url.
 */
export const releaseVersionPattern = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

/**
 * Where an app's team publishes a release (with its team token, nothing else), where the shell
 * asks which release each app runs for its user and firm, and where a system administrator
 * steers them: which release each firm, a share of the users and everyone else runs, the way
 * back (by hand, or automatic when a canary fails), the releases compared, the team tokens
 * (its schemas: `releaseEndpoints`; docs/sub-apps.md, "A team's release day").
 */
export const releaseRoutes = {
  publish: { method: 'POST', path: '/subApps/releases/publish' },
  listRunning: { method: 'GET', path: '/subApps/releases' },
  listOfApp: { method: 'GET', path: '/platform/releases' },
  changeRollout: { method: 'POST', path: '/platform/releases/rollout' },
  rollBack: { method: 'POST', path: '/platform/releases/rollback' },
  changeCanary: { method: 'POST', path: '/platform/releases/canary' },
  setAutomaticRollback: { method: 'POST', path: '/platform/releases/automaticRollback' },
  compare: { method: 'GET', path: '/platform/releases/comparisons' },
  issueTeamToken: { method: 'POST', path: '/platform/releases/tokens/issue' },
  revokeTeamToken: { method: 'POST', path: '/platform/releases/tokens/revoke' },
} as const satisfies Record<string, Route>;
