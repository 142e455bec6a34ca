import { SignJWT, jwtVerify } from 'jose';

// The group portal's id_token: an HS256 JWT whose `sub` is the username, with an expiry.

const algorithm = 'HS256';
const encodeKey = (secret: string) => new TextEncoder().encode(secret);

export type SignIdTokenOptions = {
  username: string;
  secret: string;
  /** Seconds from now; negative values give an already expired token (for tests). */
  expiresInSeconds?: number;
};

export function signIdToken({
  username,
  secret,
  expiresInSeconds = 300,
}: SignIdTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(username)
    .setIssuedAt(Math.min(now, now + expiresInSeconds))
    .setExpirationTime(now + expiresInSeconds)
    .sign(encodeKey(secret));
}

/** The username the token was issued for, or null if it is invalid, expired or not ours. */
export async function verifyIdToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, encodeKey(secret), {
      algorithms: [algorithm],
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
