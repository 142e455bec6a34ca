// Keys of the tests: Ed25519 pairs as `openssl genpkey -algorithm ed25519` and `openssl pkey
// -pubout` would write them.
import { generateKeyPairSync } from 'node:crypto';

export function ed25519Pem() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
