import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';

// The group portal's id_token: an HS256 JWT whose `sub` is the username, naming its issuer
// (`iss`) and audience (`aud`), when it was issued (`iat`) and until when it holds (`exp`), with
// an id of its own (`jti`) so that it can be accepted once. It may say how the portal authenticated
// the user (`amr`, RFC 8176): a second factor named there is taken as done (docs/security.md).

const algorithm = 'HS256';
const encodeKey = (secret: string) => new TextEncoder().encode(secret);

/** Seconds the two servers' clocks may differ by, for `exp` and `iat`. */
const idTokenClockToleranceSeconds = 30;

/** Longer ids are refused: the id is stored, and nothing the portal writes needs more. */
const maxJtiLength = 255;

export type SignIdTokenOptions = {
  username: string;
  secret: string;
  issuer: string;
  audience: string;
  /** Seconds from now; negative values give an already expired token (for tests). */
  expiresInSeconds?: number;
  /** Its id; a random UUID unless given. */
  jti?: string;
  /** How the portal authenticated the user (RFC 8176); left out unless given. */
  amr?: string[];
  now?: Date;
};

/** An id_token as the group portal signs one (for the mint script and tests). */
export function signIdToken({
  username,
  secret,
  issuer,
  audience,
  expiresInSeconds = 300,
  jti = randomUUID(),
  amr,
  now = new Date(),
}: SignIdTokenOptions): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(amr ? { amr } : {})
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(username)
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(jti)
    .setIssuedAt(Math.min(issuedAt, issuedAt + expiresInSeconds))
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(encodeKey(secret));
}

export type IdTokenTerms = {
  secret: string;
  issuer: string;
  audience: string;
  /** How long ago it may have been issued, whatever its `exp` says. */
  maxAgeSeconds: number;
  now: Date;
};

export type VerifiedIdToken = {
  username: string;
  jti: string;
  /** Until when it would be accepted: its `exp`, plus the clocks' tolerance. */
  acceptedUntil: Date;
  /** Its `amr` claim's strings (RFC 8176); empty when it has none. */
  amr: string[];
};

/**
 * What a valid token says, or null when it is invalid, expired, too old, not ours (issuer,
 * audience, key) or lacks a claim. Whether it was used before is the caller's to check.
 */
export async function verifyIdToken(
  token: string,
  { secret, issuer, audience, maxAgeSeconds, now }: IdTokenTerms,
): Promise<VerifiedIdToken | null> {
  try {
    const { payload } = await jwtVerify(token, encodeKey(secret), {
      algorithms: [algorithm],
      issuer,
      audience,
      maxTokenAge: maxAgeSeconds,
      clockTolerance: idTokenClockToleranceSeconds,
      currentDate: now,
      requiredClaims: ['sub', 'iss', 'aud', 'iat', 'exp', 'jti'],
    });
    const { sub, jti, exp, amr } = payload;
    if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') return null;
    if (typeof jti !== 'string' || jti === '' || jti.length > maxJtiLength) return null;
    return {
      username: sub,
      jti,
      acceptedUntil: new Date((exp + idTokenClockToleranceSeconds) * 1000),
      amr: Array.isArray(amr)
        ? amr.filter((value): value is string => typeof value === 'string').slice(0, 32)
        : [],
    };
  } catch {
    return null;
  }
}
