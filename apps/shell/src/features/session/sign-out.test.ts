import type { TokenResponse } from '@portal/contract';
import type { RequestConfig } from '@/lib/http/http-client';
import { answerHttp } from '@/test/answer-http';
import { describe, expect, it } from 'vitest';
import { hasSession, saveToken } from './session-store';
import { signOut } from './sign-out';

const token: TokenResponse = {
  access_token: '',
  token_type: 'bearer',
  expires_in: 3_600,
  scope: 'server',
  user_id: 7,
  username: 'zhangsan',
};

/** Signs out as `signOut` is told to, answering the revoke call; the calls it made. */
async function signOutSeen(options?: { idle: boolean }) {
  const calls: RequestConfig[] = [];
  answerHttp((config) => {
    calls.push(config);
    return Promise.resolve(true);
  });
  saveToken(token);
  await signOut(options);
  return calls;
}

describe('signOut', () => {
  it("revokes the session as the user's sign-out, and forgets it here", async () => {
    const [call] = await signOutSeen();
    expect(call?.url).toBe('/auth/token/logout');
    expect(call?.headers?.['x-portal-session-end']).toBeUndefined();
    expect(hasSession()).toBe(false);
  });

  it('tells the server a session ended for want of activity, for the trail', async () => {
    const [call] = await signOutSeen({ idle: true });
    expect(call?.url).toBe('/auth/token/logout');
    expect(call?.headers?.['x-portal-session-end']).toBe('idle');
    expect(hasSession()).toBe(false);
  });
});
