// Test support: grants given by a security administrator, overrides set, and a page's policy.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from '../../testing/build-test-app';
import { developerPageCookieName } from '../../http/developer-page-cookie';

/** The demo's customer app (route newcrm), served on the portal's own path. */
export const crm = 'sub-newcrm';

/** A development server on this machine. */
export const devServer = 'http://127.0.0.1:5173/';

/** POSTs to an API path as the signed-in user, in English. */
export const postAs = (
  app: FastifyInstance,
  { authorization }: SignedIn,
  url: string,
  payload: object = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'accept-language': 'en' },
    payload,
  });

/** Grants `userId` the app as the security administrator; expects it done. */
export async function grant(app: FastifyInstance, secadmin: SignedIn, userId: number, name = crm) {
  const response = await postAs(app, secadmin, '/api/security/developers/grant', {
    userId,
    app: name,
    reason: 'works on the customer app',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Sets the session's override (not checked: the caller does). */
export const setOverride = (
  app: FastifyInstance,
  who: SignedIn,
  { app: name = crm, url = devServer }: { app?: string; url?: string } = {},
) => postAs(app, who, '/api/subApps/developerOverride/set', { app: name, url });

/** The key of the page cookie an answer set. */
export function pageKeyOf(response: Awaited<ReturnType<FastifyInstance['inject']>>): string {
  const cookie = response.cookies.find(({ name }) => name === developerPageCookieName);
  expect(cookie?.value).toBeTruthy();
  return cookie?.value ?? '';
}

/** The directive of a page's policy, its sources in order. */
export async function pageDirective(
  app: FastifyInstance,
  name: string,
  { pageKey, url = '/main/wel/index' }: { pageKey?: string; url?: string } = {},
) {
  const response = await app.inject({
    url,
    headers: { accept: 'text/html' },
    ...(pageKey ? { cookies: { [developerPageCookieName]: pageKey } } : {}),
  });
  const csp = String(response.headers['content-security-policy']);
  return (
    csp
      .split(';')
      .find((each) => each.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

/** What GET /api/subApps/releases answers the caller. */
export async function runningFor(app: FastifyInstance, { authorization }: SignedIn) {
  const response = await app.inject({ url: '/api/subApps/releases', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, object> }>().data;
}

export { recordsOf } from '../../testing/audit-records';
