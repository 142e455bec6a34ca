// Test support: a team token issued, releases published and rolled out through the API.
import type { ReleaseManifest } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from '../../testing/build-test-app';
import { pinnedRelease } from '../../testing/pinned-release';

/** The demo's customer app: its entry's url is the portal's own path /sub-newcrm/. */
export const crm = 'sub-newcrm';

/** A release of the customer app at its versioned folder of the portal, with its manifest. */
export const crmRelease = (
  version: string,
  manifest: ReleaseManifest = pinnedRelease(version),
) => ({
  app: crm,
  version,
  url: `/sub-newcrm/${version}/`,
  manifest,
});

/** POSTs to an API path as the signed-in administrator (or anyone), in English. */
export const postAs = (
  app: FastifyInstance,
  { authorization }: SignedIn,
  url: string,
  payload: object,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'accept-language': 'en' },
    payload,
  });

/** A team token for an app, issued by a system administrator. */
export async function teamTokenFor(app: FastifyInstance, admin: SignedIn, name = crm) {
  const issued = await postAs(app, admin, '/api/platform/releases/tokens/issue', {
    app: name,
    name: 'ci-main',
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json<{ data: { id: number; token: string } }>().data;
}

/** Publishes a release with a bearer credential (a team token, or anything else). */
export const publish = (app: FastifyInstance, credential: string | null, release: object) =>
  app.inject({
    method: 'POST',
    url: '/api/subApps/releases/publish',
    headers: {
      ...(credential === null ? {} : { authorization: `Bearer ${credential}` }),
      'accept-language': 'en',
    },
    payload: release,
  });

/** Sets the default release (`firmId` null) or a firm's; expects it done. */
export async function rollOut(
  app: FastifyInstance,
  admin: SignedIn,
  change: { app?: string; firmId: number | null; version: string | null },
) {
  const response = await postAs(app, admin, '/api/platform/releases/rollout', {
    app: crm,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** What GET /api/subApps/releases answers the caller. */
export async function runningFor(app: FastifyInstance, { authorization }: SignedIn) {
  const response = await app.inject({ url: '/api/subApps/releases', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, { version: string; url: string }> }>().data;
}

export { recordsOf } from '../../testing/audit-records';
