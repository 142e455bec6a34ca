import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { PasskeyRepository } from '../../repositories/passkey-repository';

/** Renames one of the user's own passkeys; 404 for an id that is none of theirs. */
export async function renamePasskey(
  { userId, id, name }: { userId: number; id: number; name: string },
  passkeys: PasskeyRepository,
): Promise<void> {
  if (!(await passkeys.rename(userId, id, name))) {
    throw new AppError(404, resultCode.failure, 'passkey.notFound');
  }
}
