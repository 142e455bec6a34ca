import type { FeedbackReceipt, sendFeedbackRequestSchema } from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../plugins/app/authentication';
import type { FeedbackRepository } from '../../repositories/feedback-repository';

export type SendFeedbackOptions = {
  feedback: z.output<typeof sendFeedbackRequestSchema>;
  userAgent: string;
  now: Date;
};

/** An address without its query or fragment, which may carry a token. */
const withoutQuery = (address: string) => address.split(/[?#]/, 1)[0] ?? '';

/**
 * Keeps the caller's feedback, with the firm their session is in, for the administrators to read.
 * The addresses it names (the page, its log entries') are kept without their query or fragment.
 */
export async function sendFeedback(
  caller: Pick<Caller, 'userId' | 'firmId'>,
  { feedback, userAgent, now }: SendFeedbackOptions,
  feedbackRepository: FeedbackRepository,
): Promise<FeedbackReceipt> {
  const { comment, image, page, subApp, logEntries } = feedback;
  const id = await feedbackRepository.insert({
    userId: caller.userId,
    firmId: caller.firmId,
    createdAt: now,
    page: withoutQuery(page),
    subApp,
    comment,
    image,
    logEntries: logEntries.map((entry) => ({ ...entry, url: withoutQuery(entry.url) })),
    userAgent,
  });
  return { id, receivedAt: now.toISOString() };
}
