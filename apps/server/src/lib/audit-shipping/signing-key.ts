import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** The Ed25519 key the checkpoints are signed with, its public half, and a short name for it. */
export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject; keyId: string };

/** A public key the checkpoints are verified with, and its name. */
export type VerifyingKey = { publicKey: KeyObject; keyId: string };

/**
 * A key's name: the first 16 hex digits of the SHA-256 of its public key (SubjectPublicKeyInfo,
 * DER). A checkpoint names the key that signed it, so that a file signed over a key change can be
 * verified with both keys.
 */
export const keyIdOf = (publicKey: KeyObject) =>
  createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);

/**
 * PEM text as given in the environment: its line breaks may be written `\n`, as files of
 * variables that hold one line per variable (systemd's, Docker's) have them.
 */
const pemOf = (text: string) => text.replaceAll('\\n', '\n');

/** The key read from its PKCS#8 PEM text (`openssl genpkey -algorithm ed25519`). */
export function signingKeyOf(pem: string): SigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pemOf(pem), format: 'pem' });
  } catch {
    throw new Error('expected a private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `expected an Ed25519 key, not ${privateKey.asymmetricKeyType ?? 'another kind'} (openssl genpkey -algorithm ed25519)`,
    );
  }
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

const publicKeyBlock = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/**
 * The public keys of a PEM text (`openssl pkey -pubout`), one or more blocks one after the other:
 * the keys of before and after a key change. Throws when it holds none, or one not Ed25519.
 */
export function verifyingKeysOf(pem: string): VerifyingKey[] {
  const blocks = pemOf(pem).match(publicKeyBlock) ?? [];
  if (blocks.length === 0) {
    throw new Error('expected an Ed25519 public key in PEM (openssl pkey -pubout)');
  }
  return blocks.map((block) => {
    const publicKey = createPublicKey({ key: block, format: 'pem' });
    if (publicKey.asymmetricKeyType !== 'ed25519') {
      throw new Error(
        `expected Ed25519 public keys, not ${publicKey.asymmetricKeyType ?? 'another kind'}`,
      );
    }
    return { publicKey, keyId: keyIdOf(publicKey) };
  });
}
