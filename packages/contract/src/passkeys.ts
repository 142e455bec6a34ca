import { z } from 'zod';
import { endpoint } from './endpoint';
import { passkeyRoutes } from './routes/passkeys';
import { reauthenticationChallengeSchema } from './second-factor';

/** base64url text, as WebAuthn's JSON forms carry bytes. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'expected base64url');

/** An id in a JSON body: a JSON number, never a string. */
const jsonId = z.number().int().positive().max(2_147_483_647);

/** What a passkey is called in the list; the user names it, or the server from the device. */
export const passkeyNameSchema = z.string().trim().min(1).max(64);

/**
 * The options of a WebAuthn ceremony in their JSON form (WebAuthn Level 3,
 * `PublicKeyCredentialCreationOptionsJSON` / `PublicKeyCredentialRequestOptionsJSON`), handed to
 * the browser as they are, and the id that finishes it.
 */
export const passkeyCeremonySchema = z.object({
  /** Sent back to finish the ceremony, on any server instance; single use, valid 5 minutes. */
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

const extensionResults = z.looseObject({}).default({});

/** A new credential as the browser gives it (`RegistrationResponseJSON`). */
export const registrationCredentialSchema = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192).min(1),
    attestationObject: base64url(65_536).min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: extensionResults,
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** An assertion as the browser gives it (`AuthenticationResponseJSON`). */
export const authenticationCredentialSchema = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192).min(1),
    authenticatorData: base64url(8192).min(1),
    signature: base64url(8192).min(1),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: extensionResults,
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** One of the caller's passkeys (GET /upms/user/passkeys). */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** ISO 8601, UTC; null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** Body of POST /upms/user/passkeys/registration. */
export const finishPasskeyRegistrationSchema = z.object({
  challengeId: z.string().min(1).max(64),
  credential: registrationCredentialSchema,
  /** Unset: named from the device that registered it ("Chrome · macOS"). */
  name: passkeyNameSchema.optional(),
});
export type FinishPasskeyRegistration = z.input<typeof finishPasskeyRegistrationSchema>;

/** Body of POST /upms/user/passkeys/rename. */
export const renamePasskeySchema = z.object({ id: jsonId, name: passkeyNameSchema });
export type RenamePasskey = z.infer<typeof renamePasskeySchema>;

/** Body of POST /upms/user/passkeys/remove (a proof of the last five minutes confirms it). */
export const removePasskeySchema = z.object({ id: jsonId });
export type RemovePasskey = z.infer<typeof removePasskeySchema>;

/** Body of POST /upms/user/passkeys/verify. */
export const finishPasskeyCheckSchema = z.object({
  challengeId: z.string().min(1).max(64),
  credential: authenticationCredentialSchema,
});
export type FinishPasskeyCheck = z.input<typeof finishPasskeyCheckSchema>;

/** The caller's own passkeys (protected; 403 while the policy is `off`). */
export const passkeyEndpoints = {
  /** The caller's passkeys, the oldest first. */
  listPasskeys: endpoint({
    ...passkeyRoutes.listPasskeys,
    answer: z.array(passkeySchema),
    failures: [401, 403],
  }),
  /**
   * Options to create a passkey: discoverable, user verification required. 403 with code
   * `reauthenticationRequired` without a proof of the last five minutes on this session.
   */
  startPasskeyRegistration: endpoint({
    ...passkeyRoutes.startPasskeyRegistration,
    answer: passkeyCeremonySchema,
    failures: [401, 403],
    failureData: reauthenticationChallengeSchema,
  }),
  /**
   * Stores the new passkey; 400 for a credential that fails (the user not verified on the
   * device included) or is registered already; 403 as for its options without a fresh proof.
   */
  finishPasskeyRegistration: endpoint({
    ...passkeyRoutes.finishPasskeyRegistration,
    body: finishPasskeyRegistrationSchema,
    answer: passkeySchema,
    failures: [400, 401, 403],
    failureData: reauthenticationChallengeSchema,
  }),
  renamePasskey: endpoint({
    ...passkeyRoutes.renamePasskey,
    body: renamePasskeySchema,
    answer: z.boolean(),
    failures: [400, 401, 403, 404],
  }),
  /**
   * Removes one of the caller's passkeys; 403 (`reauthenticationRequired`) without a fresh proof,
   * 404 for a passkey not theirs.
   */
  removePasskey: endpoint({
    ...passkeyRoutes.removePasskey,
    body: removePasskeySchema,
    answer: z.boolean(),
    failures: [400, 401, 403, 404],
    failureData: reauthenticationChallengeSchema,
  }),
  /**
   * Options to prove, with one of the caller's passkeys, that the caller is at the keyboard: the
   * lock screen's unlock, and the passkey of a proof (POST /upms/user/proof).
   */
  startPasskeyCheck: endpoint({
    ...passkeyRoutes.startPasskeyCheck,
    answer: passkeyCeremonySchema,
    failures: [401, 403],
  }),
  /** True when the assertion is of one of the caller's passkeys (the lock screen's unlock). */
  finishPasskeyCheck: endpoint({
    ...passkeyRoutes.finishPasskeyCheck,
    body: finishPasskeyCheckSchema,
    answer: z.boolean(),
    failures: [400, 401, 403],
  }),
};
