import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { RoleLoginResponse, UserInfo } from '@portal/contract';
import { storagePrefix } from '../../apps/shell/src/lib/storage';
import { requestToken } from './api';
import type { DemoUser } from './fixtures';

/** A page of the e2e server's origin that the server never serves: answered here, blank. */
const blankPagePath = '/e2e-blank-page';

type StoredSession = Awaited<ReturnType<typeof signInCalls>>;

/**
 * Signs in as the shell's login does (features/session/sign-in.ts), but through the API, and
 * stores the session as the shell would: once, on a blank page of the origin, before the shell
 * first loads (a test that signs out and reloads stays signed out). Then opens the workbench.
 */
export async function signInThroughApi(page: Page, user: DemoUser) {
  const [session] = await Promise.all([signInCalls(page.request, user), openBlankPage(page)]);
  await page.evaluate(store, session);
  if (session.sessionCookie) {
    const { hostname } = new URL(page.url());
    await page.context().addCookies([{ ...session.sessionCookie, domain: hostname }]);
  }
  await page.unroute(blankPagePath);
  await page.goto('/main/wel/index');
  await expect(page).toHaveURL(/\/main\/wel\/index$/);
}

/** The token, the user's firms, the first firm recorded on the server, the user info in it. */
async function signInCalls(request: APIRequestContext, user: DemoUser) {
  const token = await requestToken(request, user);
  const headers = { Authorization: `Bearer ${token.access_token}` };
  const { userId, firmIds } = await dataOf<RoleLoginResponse>(
    await request.get('/api/upms/role/login', { headers }),
  );
  const firm = firmIds[0];
  if (!firm) throw new Error(`${user.username} belongs to no firm`);
  const firmUser = { firmId: firm.firmId, userId };
  await dataOf(await request.post('/api/upms/role/choose', { headers, params: firmUser }));
  const userInfo = await dataOf<UserInfo>(
    await request.get('/api/upms/app/query/share/token', { headers, params: firmUser }),
  );
  // A session that holds a duty keeps its values and token in the tab's session storage
  // (lib/duty-session.ts); a staff session's token is the server's HttpOnly cookie
  // (apps/server/src/http/session-cookie.ts), which no script of the page reads.
  const duty = token.duty ?? null;
  const expiresAt = Date.now() + token.expires_in * 1000;
  return {
    storage: duty ? 'session' : 'local',
    // Signing in starts without the last session's view: the values the tabs and lock features
    // declare with the 'view' lifetime (session-store.ts, clearLastView).
    removed: ['tagList', 'tag', 'isLock', 'lockPasswd', 'lockedFrom'].map(
      (name) => storagePrefix + name,
    ),
    // saveToken, saveUserSession and saveSignInMethod (session-store.ts, all 'session' values),
    // each in setStore's wrapper, and a duty's saveSessionDuty.
    stored: Object.entries({
      ...(duty ? { access_token: token.access_token } : {}),
      access_token_expires_at: expiresAt,
      userInfo,
      firmList: firmIds,
      firmId: firm.firmId,
      signInMethod: 'password',
      ...(duty ? { duty } : {}),
    }).map(([name, content]) => [storagePrefix + name, content] as const),
    // lib/cookies.ts: the user name for the next sign-in.
    cookies: [{ name: 'userName', value: token.username, days: 7 }],
    sessionCookie: duty
      ? null
      : {
          name: 'portal_session',
          value: token.access_token,
          path: '/api/',
          httpOnly: true,
          sameSite: 'Strict' as const,
          expires: Math.round(expiresAt / 1000) + 3600,
        },
  };
}

async function openBlankPage(page: Page) {
  await page.route(blankPagePath, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(blankPagePath);
}

/** Runs in the page: writes storage as lib/storage.ts's setStore does, cookies as js-cookie. */
function store({ storage, removed, stored, cookies }: Omit<StoredSession, 'sessionCookie'>) {
  for (const key of removed) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  for (const [key, content] of stored) {
    const value = {
      dataType: typeof content,
      content,
      type: storage,
      datetime: Date.now(),
      lifetime: 'session',
    };
    (storage === 'session' ? sessionStorage : localStorage).setItem(key, JSON.stringify(value));
  }
  for (const { name, value, days } of cookies) {
    const expires = new Date(Date.now() + days * 864e5).toUTCString();
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Lax`;
  }
}

async function dataOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${response.url()}: ${body.msg}`);
  return body.data;
}
