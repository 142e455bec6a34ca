import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signingKeyOf, verifyingKeysOf } from './signing-key';
import { ed25519Pem } from './test-keys';

describe('the checkpoints key', () => {
  it('reads an Ed25519 private key in PKCS#8 PEM, and names it after its public half', () => {
    const { privatePem, publicPem } = ed25519Pem();
    const key = signingKeyOf(privatePem);
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(verifyingKeysOf(publicPem)).toEqual([expect.objectContaining({ keyId: key.keyId })]);
  });

  it('reads a key on one line, its line breaks written \\n', () => {
    const { privatePem, publicPem } = ed25519Pem();
    const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n');
    expect(oneLine(privatePem)).not.toContain('\n');
    const { keyId } = signingKeyOf(oneLine(privatePem));
    expect(verifyingKeysOf(oneLine(publicPem))).toEqual([expect.objectContaining({ keyId })]);
  });

  it('refuses text that is no key, and a key of another kind', () => {
    expect(() => signingKeyOf('not a key')).toThrow(
      /PKCS#8 PEM \(openssl genpkey -algorithm ed25519\)/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => signingKeyOf(rsa)).toThrow('expected an Ed25519 key, not rsa');
  });

  it('reads several public keys, the keys of before and after a change', () => {
    const before = ed25519Pem();
    const after = ed25519Pem();
    const keys = verifyingKeysOf(`${before.publicPem}\n${after.publicPem}`);
    expect(keys.map(({ keyId }) => keyId)).toEqual([
      signingKeyOf(before.privatePem).keyId,
      signingKeyOf(after.privatePem).keyId,
    ]);
    expect(() => verifyingKeysOf('')).toThrow(/public key in PEM/);
  });
});
