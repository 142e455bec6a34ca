// For the e2e tests (e2e/support/sign-in-through-api.ts), bundled and run in a page of the
// portal's origin: signs in as the login page does, with the shell's session code, so what a
// sign-in stores (storage keys, the session cookie the server sets, the firm it records) is
// whatever the shell stores today.
import { signIn } from '@/features/session/sign-in';
import { hasSession, readToken } from '@/features/session/session-store';
import { configureHttp } from '@/lib/http/http-setup';
import { loadRuntimeConfig } from '@/lib/runtime-config';

async function signInAsTheShellDoes(username: string, password: string): Promise<void> {
  const { api, requestTimeoutMs } = await loadRuntimeConfig();
  configureHttp(
    { baseURL: api.main, timeout: requestTimeoutMs },
    { getToken: readToken, hasSession },
  );
  await signIn({ grantType: 'password', username, password });
}

Object.assign(window, { signInAsTheShellDoes });
