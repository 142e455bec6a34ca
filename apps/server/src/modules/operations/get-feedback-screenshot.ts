import { resultCode, type FeedbackScreenshot } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories/create-repositories';

/** One feedback's screenshot, asked for when an administrator looks at it; 404 for none kept. */
export async function getFeedbackScreenshot(
  { id }: { id: number },
  { feedback }: Pick<Repositories, 'feedback'>,
): Promise<FeedbackScreenshot> {
  const image = await feedback.screenshotOf(id);
  if (image === undefined) {
    throw new AppError(404, resultCode.failure, 'operations.feedbackNotFound');
  }
  return { image };
}
