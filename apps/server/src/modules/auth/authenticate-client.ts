import { resultCode } from '@portal/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';

export type OAuthClient = { id: string; secret: string };

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

function basicCredentials(authorization: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

/** HTTP Basic client authentication of the token call; 401 with code 1 when it fails. */
export function authenticateClient(authorization: string | undefined, client: OAuthClient): void {
  const credentials = basicCredentials(authorization);
  const isClient =
    credentials !== null &&
    sameSecret(credentials.id, client.id) &&
    sameSecret(credentials.secret, client.secret);
  if (!isClient) throw new AppError(401, resultCode.failure, 'auth.badClient');
}
