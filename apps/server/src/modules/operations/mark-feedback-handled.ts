import { resultCode } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

/**
 * Marks a feedback item handled by this user now; 404 for no such item. `alreadyHandled`: it was
 * marked before, and marking it again changed nothing (nothing to record).
 */
export async function markFeedbackHandled(
  { id, userId, at }: { id: number; userId: number; at: Date },
  { feedback }: Pick<Repositories, 'feedback'>,
): Promise<{ outcome: 'handled' | 'alreadyHandled'; handledAt: string }> {
  const marked = await feedback.markHandled(id, { userId, at });
  if (marked === 'notFound') {
    throw new AppError(404, resultCode.failure, 'operations.feedbackNotFound');
  }
  return { outcome: marked, handledAt: at.toISOString() };
}
