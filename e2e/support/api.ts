import type { APIRequestContext, Page } from '@playwright/test';
import type { TokenResponse } from '@portal/contract';
import type { DemoUser } from './fixtures';

/** A demo user's token answer, signed in with a password through the API as the shell does. */
export async function requestToken(
  request: APIRequestContext,
  user: DemoUser,
): Promise<TokenResponse> {
  const response = await request.post('/api/auth/oauth/token', {
    headers: { Authorization: `Basic ${Buffer.from('portal:portal-secret').toString('base64')}` },
    form: {
      username: user.username,
      password: user.password,
      grant_type: 'password',
      scope: 'server',
    },
  });
  const body = (await response.json()) as { code: number; data: TokenResponse };
  if (body.code !== 0)
    throw new Error(`Could not sign ${user.username} in: ${JSON.stringify(body)}`);
  return body.data;
}

/** A demo user's bearer token, signed in through the API as the shell does. */
export async function tokenFor(request: APIRequestContext, user: DemoUser): Promise<string> {
  return (await requestToken(request, user)).access_token;
}

/** Calls the API as a demo user and answers the envelope's data (throws on a failure). */
export async function apiAs(request: APIRequestContext, user: DemoUser) {
  const token = await tokenFor(request, user);
  const headers = { Authorization: `Bearer ${token}` };
  async function unwrap<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${response.url()}: ${body.msg}`);
    return body.data;
  }
  return {
    get: async <T>(path: string, params: Record<string, string | number> = {}) =>
      unwrap<T>(await request.get(`/api${path}`, { headers, params })),
    post: async <T>(path: string, data: unknown) =>
      unwrap<T>(await request.post(`/api${path}`, { headers, data })),
  };
}

/**
 * The access token a signed-in page of the shell holds: in this tab's session storage for a
 * session that holds a duty (lib/duty-session.ts), else the session's HttpOnly cookie, which no
 * script of the page reads; '' when none.
 */
export async function tokenOfPage(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const raw = sessionStorage.getItem('hf-access_token');
    return raw === null ? '' : (JSON.parse(raw) as { content: string }).content;
  });
  if (stored !== '') return stored;
  const cookies = await page.context().cookies(new URL('/api/', page.url()).href);
  return cookies.find(({ name }) => name === 'portal_session')?.value ?? '';
}
