import {
  resultCode,
  type AuthenticationCredential,
  type PasskeyCeremony,
  type RegistrationCredential,
} from '@portal/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../messages/catalogue';
import type { PasskeyRepository, StoredPasskey } from '../../repositories/passkey-repository';
import type {
  ChallengePurpose,
  WebAuthnChallengeRepository,
} from '../../repositories/webauthn-challenge-repository';
import type { RelyingParty } from './relying-party';

// The contract's credential schemas keep the browser's JSON as it is; the library reads it.
export const asRegistrationResponse = (credential: RegistrationCredential) =>
  credential as unknown as RegistrationResponseJSON;
export const asAuthenticationResponse = (credential: AuthenticationCredential) =>
  credential as unknown as AuthenticationResponseJSON;

/** How long a ceremony may take, from its options to its answer. */
const ceremonyTtlMs = 5 * 60_000;

export type CeremonyRepositories = {
  passkeys: PasskeyRepository;
  webAuthnChallenges: WebAuthnChallengeRepository;
};

/** The user handle of a user's passkeys: their id as text, never their name. */
const userHandleOf = (userId: number) => Buffer.from(String(userId), 'utf8');

async function saveCeremony(
  purpose: ChallengePurpose,
  userId: number | null,
  options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON,
  now: Date,
  { webAuthnChallenges }: CeremonyRepositories,
): Promise<PasskeyCeremony> {
  const challengeId = randomBytes(24).toString('base64url');
  await webAuthnChallenges.save({
    id: challengeId,
    challenge: options.challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + ceremonyTtlMs),
  });
  return { challengeId, options: { ...options } };
}

const credentialDescriptors = (passkeys: StoredPasskey[]) =>
  passkeys.map(({ credentialId, transports }) => ({
    id: credentialId,
    transports: transports as AuthenticatorTransport[],
  }));

/**
 * The options to create a passkey for a user: a discoverable credential (so that it signs in
 * without a username), user verification required (the device asks for its PIN or the user's
 * biometrics: possession and the user in one), no attestation, none of their passkeys again.
 */
export async function startRegistration(
  user: { id: number; username: string; displayName: string },
  { rp, now }: { rp: RelyingParty; now: Date },
  repositories: CeremonyRepositories,
): Promise<PasskeyCeremony> {
  const existing = await repositories.passkeys.listOfUser(user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandleOf(user.id),
    userDisplayName: user.displayName,
    timeout: ceremonyTtlMs,
    attestationType: 'none',
    excludeCredentials: credentialDescriptors(existing),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
  });
  return saveCeremony('register', user.id, options, now, repositories);
}

/**
 * The options to assert a passkey: any of this site (a sign-in without a username) or a user's;
 * the user must be verified on the device every time.
 */
export async function startAuthentication(
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: number | null,
  { rp, now }: { rp: RelyingParty; now: Date },
  repositories: CeremonyRepositories,
): Promise<PasskeyCeremony> {
  const allowCredentials =
    userId === null
      ? undefined
      : credentialDescriptors(await repositories.passkeys.listOfUser(userId));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: ceremonyTtlMs,
    userVerification: 'required',
    ...(allowCredentials ? { allowCredentials } : {}),
  });
  return saveCeremony(purpose, userId, options, now, repositories);
}

export type FinishRegistrationOptions = {
  userId: number;
  challengeId: string;
  credential: RegistrationResponseJSON;
  name: string;
  rp: RelyingParty;
  now: Date;
};

const refused = (messageKey: MessageKey) => new AppError(400, resultCode.failure, messageKey);

/**
 * Checks a new credential against the user's registration ceremony (taken, so once) and stores
 * it. 400 when the ceremony has expired or is not theirs, the credential fails (the user not
 * verified on the device included), or it is registered already.
 */
export async function finishRegistration(
  { userId, challengeId, credential, name, rp, now }: FinishRegistrationOptions,
  repositories: CeremonyRepositories,
): Promise<StoredPasskey> {
  const ceremony = await repositories.webAuthnChallenges.take(challengeId, now);
  if (ceremony?.purpose !== 'register' || ceremony.userId !== userId) {
    throw refused('passkey.challengeExpired');
  }
  const verification = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw refused('passkey.badCredential');
  const { credential: created } = verification.registrationInfo;
  const stored = await repositories.passkeys.insert({
    credentialId: created.id,
    userId,
    publicKey: Buffer.from(created.publicKey).toString('base64url'),
    signCount: created.counter,
    transports: created.transports ?? credential.response.transports ?? [],
    name,
    createdAt: now.toISOString(),
  });
  if (!stored) throw refused('passkey.alreadyRegistered');
  return stored;
}

export type VerifyAssertionOptions = {
  purpose: Exclude<ChallengePurpose, 'register'>;
  /** The user the ceremony is for; null for a sign-in with a passkey alone. */
  userId: number | null;
  challengeId: string;
  credential: AuthenticationResponseJSON;
  rp: RelyingParty;
  now: Date;
};

/**
 * The passkey that signed the ceremony's challenge, its use recorded; null when anything is
 * wrong: the ceremony unknown, expired, used or of another purpose or user, the credential
 * unknown or another user's, the signature or the origin wrong, the user not verified on the
 * device. The ceremony is used up either way.
 */
export async function verifyAssertion(
  { purpose, userId, challengeId, credential, rp, now }: VerifyAssertionOptions,
  repositories: CeremonyRepositories,
): Promise<StoredPasskey | null> {
  const ceremony = await repositories.webAuthnChallenges.take(challengeId, now);
  if (ceremony?.purpose !== purpose || ceremony.userId !== userId) return null;
  const passkey = await repositories.passkeys.findByCredentialId(credential.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  const { userHandle } = credential.response;
  if (userHandle && userHandle !== userHandleOf(passkey.userId).toString('base64url')) return null;
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await repositories.passkeys.recordUse(
    passkey.id,
    verification.authenticationInfo.newCounter,
    now,
  );
  return passkey;
}
