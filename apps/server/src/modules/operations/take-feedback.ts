import { resultCode, type FeedbackTaken } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

/**
 * The administrator takes a feedback: they are its handler from now, and its sender sees it in
 * progress. 404 for no such feedback, 409 for one already handled.
 */
export async function takeFeedback(
  { id, userId, at }: { id: number; userId: number; at: Date },
  { feedback, users }: Pick<Repositories, 'feedback' | 'users'>,
): Promise<FeedbackTaken> {
  const taken = await feedback.take(id, { userId, at });
  if (taken === 'notFound') {
    throw new AppError(404, resultCode.failure, 'operations.feedbackNotFound');
  }
  if (taken === 'handled') {
    throw new AppError(409, resultCode.failure, 'operations.feedbackAlreadyHandled');
  }
  const assignee = await users.findById(userId);
  return { assignedAt: at.toISOString(), assignee: assignee?.display_name ?? '' };
}
