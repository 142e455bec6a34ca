// Prints a portal id_token for a user, signed with PORTAL_JWT_SECRET, and the URL that signs
// that user in to the shell with it.
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
const idToken = await signIdToken({ username, secret: config.portalJwtSecret, expiresInSeconds });
console.log(idToken);
console.log(`http://localhost:${config.port}/main/login?id_token=${idToken}`);
