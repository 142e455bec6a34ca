import {
  resultCode,
  type SaveReadStatusResult,
  type saveReadStatusBodySchema,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';
import type { Caller } from '../../plugins/app/authentication';

export type SaveReadStatusOptions = z.infer<typeof saveReadStatusBodySchema>;

/**
 * Marks a notice of the caller's firm, or one of the caller's messages shown in that firm, read or
 * unread for the caller (POST /uniHome/save/status). Anything else is 404, so nothing leaks about
 * others' items.
 */
export async function saveReadStatus(
  caller: Caller,
  { id, type, status }: SaveReadStatusOptions,
  now: Date,
  { notices, messages }: Pick<Repositories, 'notices' | 'messages'>,
): Promise<SaveReadStatusResult> {
  const { firmId } = await caller.currentFirm();
  if (type === 'notice') {
    if (!(await notices.existsInFirm(id, firmId))) {
      throw new AppError(404, resultCode.failure, 'home.noticeNotFound');
    }
    if (status === 'read') await notices.markRead(id, caller.userId, now);
    else await notices.markUnread(id, caller.userId);
  } else {
    if (!(await messages.existsForRecipient(id, caller.userId, firmId))) {
      throw new AppError(404, resultCode.failure, 'home.messageNotFound');
    }
    if (status === 'read') await messages.markRead(id, caller.userId, now);
    else await messages.markUnread(id, caller.userId);
  }
  return { id, type, status };
}
