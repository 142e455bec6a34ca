import {
  feedbackQuota,
  resultCode,
  type FeedbackReceipt,
  type sendFeedbackRequestSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../plugins/app/authentication';
import {
  sizeOf,
  type FeedbackRepository,
  type NewFeedback,
} from '../../repositories/feedback-repository';

export type SendFeedbackOptions = {
  feedback: z.output<typeof sendFeedbackRequestSchema>;
  userAgent: string;
  now: Date;
};

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** An address without its query or fragment, which may carry a token. */
const withoutQuery = (address: string) => address.split(/[?#]/, 1)[0] ?? '';

/** 429 when the feedback would take the user past `feedbackQuota`, saying which part and when. */
async function checkQuota(kept: NewFeedback, now: Date, feedbackRepository: FeedbackRepository) {
  const [hour, day] = await Promise.all([
    feedbackRepository.usageSince(kept.userId, new Date(now.getTime() - hourMs)),
    feedbackRepository.usageSince(kept.userId, new Date(now.getTime() - dayMs)),
  ]);
  if (hour.count >= feedbackQuota.perHour) {
    const freedAt = new Date(hour.firstAt ?? now.toISOString()).getTime() + hourMs;
    throw new AppError(429, resultCode.failure, 'feedback.tooManyThisHour', {
      perHour: feedbackQuota.perHour,
      minutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)),
    });
  }
  if (day.bytes + sizeOf(kept) > feedbackQuota.bytesPerDay) {
    throw new AppError(429, resultCode.failure, 'feedback.dailySizeReached', {
      megabytes: feedbackQuota.bytesPerDay / 1_000_000,
    });
  }
}

/**
 * Keeps the caller's feedback, with the firm their session is in, for the administrators to read,
 * within the caller's quota (`feedbackQuota`; 429 past it, nothing kept). The addresses it names
 * (the page, its log entries') are kept without their query or fragment.
 */
export async function sendFeedback(
  caller: Pick<Caller, 'userId' | 'firmId'>,
  { feedback, userAgent, now }: SendFeedbackOptions,
  feedbackRepository: FeedbackRepository,
): Promise<FeedbackReceipt> {
  const { comment, image, page, subApp, logEntries } = feedback;
  const kept: NewFeedback = {
    userId: caller.userId,
    firmId: caller.firmId,
    createdAt: now,
    page: withoutQuery(page),
    subApp,
    comment,
    image,
    logEntries: logEntries.map((entry) => ({ ...entry, url: withoutQuery(entry.url) })),
    userAgent,
  };
  await checkQuota(kept, now, feedbackRepository);
  const id = await feedbackRepository.insert(kept);
  return { id, receivedAt: now.toISOString() };
}
