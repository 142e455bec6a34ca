// Prints a portal id_token for a user, as the group portal signs one (PORTAL_JWT_SECRET, the
// configured PORTAL_ID_TOKEN_ISSUER and PORTAL_ID_TOKEN_AUDIENCE, issued now, a random jti), and
// the URL that signs that user in to the shell with it. Each token signs in once.
//
//   npx tsx apps/server/scripts/mint-id-token.ts [username] [lifetime-seconds]
import { loadConfig } from '../src/config';
import { signIdToken } from '../src/lib/id-token';

const [username = 'zhangsan', lifetime = '300'] = process.argv.slice(2);
const expiresInSeconds = Number(lifetime);
if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
  console.error(`The lifetime must be a whole number of seconds, not ${lifetime}`);
  process.exit(1);
}

const config = loadConfig(process.env);
if (expiresInSeconds > config.idToken.maxAgeSeconds) {
  // On stderr: the first line of stdout stays the token (the e2e tests read it).
  console.error(
    `Note: the server refuses a token issued more than ${config.idToken.maxAgeSeconds} s ago ` +
      '(PORTAL_ID_TOKEN_MAX_AGE_SECONDS), whatever its lifetime.',
  );
}
const idToken = await signIdToken({
  username,
  secret: config.portalJwtSecret,
  issuer: config.idToken.issuer,
  audience: config.idToken.audience,
  expiresInSeconds,
});
console.log(idToken);
console.log(`http://localhost:${config.port}/main/login?id_token=${idToken}`);
