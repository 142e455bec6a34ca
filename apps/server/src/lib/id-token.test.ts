import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signIdToken, verifyIdToken } from './id-token';

const secret = 'a-test-key-that-is-long-enough-for-hs256';

describe('portal id_token', () => {
  it('carries the username of a token signed with the key', async () => {
    const token = await signIdToken({ username: 'zhangsan', secret });
    expect(await verifyIdToken(token, secret)).toBe('zhangsan');
  });

  it('is refused when expired, signed with another key, or malformed', async () => {
    const expired = await signIdToken({ username: 'zhangsan', secret, expiresInSeconds: -60 });
    const forged = await signIdToken({ username: 'zhangsan', secret: `${secret}-other` });
    expect(await verifyIdToken(expired, secret)).toBeNull();
    expect(await verifyIdToken(forged, secret)).toBeNull();
    expect(await verifyIdToken('not.a.jwt', secret)).toBeNull();
  });

  it('is refused without an expiry', async () => {
    const endless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('zhangsan')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyIdToken(endless, secret)).toBeNull();
  });
});
