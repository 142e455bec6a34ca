import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { PasskeyRepository, StoredPasskey } from '../../repositories/passkey-repository';

/** Removes one of the user's own passkeys, answering it; 404 for an id that is none of theirs. */
export async function removePasskey(
  { userId, id }: { userId: number; id: number },
  passkeys: PasskeyRepository,
): Promise<StoredPasskey> {
  const removed = await passkeys.remove(userId, id);
  if (!removed) throw new AppError(404, resultCode.failure, 'passkey.notFound');
  return removed;
}
