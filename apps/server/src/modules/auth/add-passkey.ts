import type { RegistrationCredential } from '@portal/contract';
import { deviceOf } from '../../lib/device-of';
import type { StoredPasskey } from '../../repositories/passkey-repository';
import {
  asRegistrationResponse,
  finishRegistration,
  type CeremonyRepositories,
  type FinishRegistrationOptions,
} from './passkey-ceremonies';

export type AddPasskeyOptions = Omit<FinishRegistrationOptions, 'credential' | 'name'> & {
  credential: RegistrationCredential;
  /** The name the user gave it, if any. */
  name: string | undefined;
  /** The browser's user agent, which names the device when the user gave no name. */
  userAgent: string | null;
  /** The name when neither the user nor the user agent gives one, in the user's language. */
  defaultName: string;
};

/**
 * Stores the new passkey of the user's registration ceremony (`finishRegistration`'s checks),
 * named as the user named it, else for the device it was made on ("Chrome 131 · Windows 10").
 */
export async function addPasskey(
  { credential, name, userAgent, defaultName, ...ceremony }: AddPasskeyOptions,
  repositories: CeremonyRepositories,
): Promise<StoredPasskey> {
  return finishRegistration(
    {
      ...ceremony,
      credential: asRegistrationResponse(credential),
      name: name ?? deviceOf(userAgent) ?? defaultName,
    },
    repositories,
  );
}
