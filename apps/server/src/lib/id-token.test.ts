import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signIdToken, verifyIdToken } from './id-token';

const secret = 'a-test-key-that-is-long-enough-for-hs256';
const names = { issuer: 'group-portal', audience: 'portal' };
const terms = (now = new Date()) => ({ secret, ...names, maxAgeSeconds: 300, now });

describe('portal id_token', () => {
  it('carries the username, its id and until when it is accepted', async () => {
    const now = new Date('2031-03-03T09:00:00Z');
    const token = await signIdToken({ username: 'zhangsan', secret, ...names, jti: 'j-1', now });
    expect(await verifyIdToken(token, terms(now))).toEqual({
      username: 'zhangsan',
      jti: 'j-1',
      // Five minutes, and the 30 s allowed between the clocks.
      acceptedUntil: new Date('2031-03-03T09:05:30Z'),
      amr: [],
    });
  });

  it('gets a fresh random id each time it is signed', async () => {
    const first = await signIdToken({ username: 'zhangsan', secret, ...names });
    const second = await signIdToken({ username: 'zhangsan', secret, ...names });
    const [one, two] = [await verifyIdToken(first, terms()), await verifyIdToken(second, terms())];
    expect(one?.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(one?.jti).not.toBe(two?.jti);
  });

  it('is refused when expired, signed with another key, or malformed', async () => {
    const expired = await signIdToken({
      username: 'zhangsan',
      secret,
      ...names,
      expiresInSeconds: -60,
    });
    const forged = await signIdToken({ username: 'zhangsan', secret: `${secret}-other`, ...names });
    expect(await verifyIdToken(expired, terms())).toBeNull();
    expect(await verifyIdToken(forged, terms())).toBeNull();
    expect(await verifyIdToken('not.a.jwt', terms())).toBeNull();
  });

  it('is refused from another issuer, for another audience, or older than the maximum age', async () => {
    const now = new Date();
    const token = await signIdToken({ username: 'zhangsan', secret, ...names, now });
    expect(await verifyIdToken(token, { ...terms(now), issuer: 'other' })).toBeNull();
    expect(await verifyIdToken(token, { ...terms(now), audience: 'other' })).toBeNull();
    const later = new Date(now.getTime() + 200_000);
    expect(await verifyIdToken(token, { ...terms(later), maxAgeSeconds: 100 })).toBeNull();
    expect(await verifyIdToken(token, { ...terms(later), maxAgeSeconds: 300 })).not.toBeNull();
  });

  it('is refused without an expiry, an id, or with an id too long to keep', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ iss: names.issuer, aud: names.audience, iat: now, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('zhangsan')
        .sign(new TextEncoder().encode(secret));
    expect(await verifyIdToken(await sign({ jti: 'j-1' }), terms())).toBeNull();
    expect(await verifyIdToken(await sign({ exp: now + 60 }), terms())).toBeNull();
    expect(await verifyIdToken(await sign({ exp: now + 60, jti: 7 }), terms())).toBeNull();
    const longId = 'j'.repeat(256);
    expect(await verifyIdToken(await sign({ exp: now + 60, jti: longId }), terms())).toBeNull();
    expect(await verifyIdToken(await sign({ exp: now + 60, jti: 'j-1' }), terms())).not.toBeNull();
  });

  it("is accepted under the configuration's defaults when signed with them (the mint script)", async () => {
    const config = loadConfig({});
    const token = await signIdToken({
      username: 'lisi',
      secret: config.portalJwtSecret,
      issuer: config.idToken.issuer,
      audience: config.idToken.audience,
    });
    const verified = await verifyIdToken(token, {
      secret: config.portalJwtSecret,
      ...config.idToken,
      now: new Date(),
    });
    expect(verified?.username).toBe('lisi');
  });
});
