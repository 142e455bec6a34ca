import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** What a ceremony's options give the authenticator: the challenge, and for a new one the user. */
type CeremonyOptions = { challenge: string; user?: { id: string } };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/**
 * A WebAuthn authenticator in the test itself: a P-256 key made with node:crypto, the
 * authenticator data, `none` attestation and assertion signatures written byte by byte as
 * WebAuthn Level 2 §6.1 and §6.5 lay them out, so that a server test drives real ceremonies.
 */
export function createSoftwareAuthenticator({
  rpId = 'localhost',
  origin = 'http://localhost',
}: { rpId?: string; origin?: string } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let signCount = 0;
  let userHandle: string | undefined;

  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  const authenticatorData = (flags: number, attested?: Buffer) => {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  };
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const id = credentialId.toString('base64url');

  return {
    credentialId: id,
    /**
     * The answer of navigator.credentials.create() for these options, in its JSON form;
     * `isUserVerified: false` as from a device that did not verify its user (no PIN, no
     * biometrics), only their presence.
     */
    register(
      options: CeremonyOptions,
      { from = origin, isUserVerified = true }: { from?: string; isUserVerified?: boolean } = {},
    ) {
      userHandle = options.user?.id;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(coseKey),
      ]);
      // User present, user verified (unless told), attested credential data included.
      const authData = authenticatorData(0x01 | (isUserVerified ? 0x04 : 0) | 0x40, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, from).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    /**
     * The answer of navigator.credentials.get() for these options, in its JSON form; `signWith`
     * signs with another key instead (a forged assertion), `isUserVerified: false` leaves the
     * user-verified flag out (only the user's presence).
     */
    assert(
      options: CeremonyOptions,
      {
        from = origin,
        signWith = privateKey,
        isUserVerified = true,
      }: { from?: string; signWith?: KeyObject; isUserVerified?: boolean } = {},
    ) {
      signCount += 1;
      const authData = authenticatorData(0x01 | (isUserVerified ? 0x04 : 0));
      const clientDataJSON = clientData('webauthn.get', options.challenge, from);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), signWith);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(userHandle ? { userHandle } : {}),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

/** A key of nobody's passkey, to sign a forged assertion. */
export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
