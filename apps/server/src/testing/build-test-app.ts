import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp, type LogStream } from '../app';
import { loadConfig } from '../config';
import type { Clock } from '../lib/clock';
import { createTestDatabase } from './test-database';

export const clientAuthorization = `Basic ${Buffer.from('portal:portal-secret').toString('base64')}`;

/**
 * A fresh app of the demo on its own database (SQLite, or PostgreSQL when the suite runs as
 * `server-postgres`), migrated and seeded with the demo data, closed when the test ends.
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  { clock, logStream }: { clock?: Clock; logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const database = await createTestDatabase({ demoData: true });
  // Hooks run last-registered first: the app closes, then its database goes.
  onTestFinished(() => database.drop());
  const config = loadConfig({
    DATABASE_URL: database.url,
    // The demo on either database: its secrets and its example sub-app, as on SQLite.
    PORTAL_DEMO: 'true',
    LOG_LEVEL: 'silent',
    SHELL_DIST: '/nonexistent/portal-shell-dist',
    ...environment,
  });
  const app = await buildApp(config, { clock, logStream });
  onTestFinished(() => app.close());
  return app;
}

export type SignedIn = { token: string; userId: number; authorization: string };

/** The password grant's answer for a demo user, with any headers the shell adds. */
export function passwordGrant(
  app: FastifyInstance,
  username = 'zhangsan',
  {
    password = 'Portal@2026',
    headers = {},
  }: { password?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    headers: {
      authorization: clientAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

/** Signs a demo user in with the password grant. */
export async function signIn(
  app: FastifyInstance,
  username = 'zhangsan',
  password = 'Portal@2026',
): Promise<SignedIn> {
  const response = await passwordGrant(app, username, { password });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const { data } = response.json<{ data: { access_token: string; user_id: number } }>();
  return {
    token: data.access_token,
    userId: data.user_id,
    authorization: `Bearer ${data.access_token}`,
  };
}
