import { feedbackQuota, type MyFeedbackAnswer } from '@portal/contract';
import { statusOf, type FeedbackRepository } from '../../repositories/feedback-repository';

/** How many of their feedback a user follows. */
const itemsShown = 10;

/**
 * The caller's newest feedback, each with where it stands and who has it, for the sender to
 * follow; and what their quota leaves them now.
 */
export async function listMyFeedback(
  { userId, now }: { userId: number; now: Date },
  feedbackRepository: FeedbackRepository,
): Promise<MyFeedbackAnswer> {
  const [rows, hour, day] = await Promise.all([
    feedbackRepository.listOfUser(userId, itemsShown),
    feedbackRepository.usageSince(userId, new Date(now.getTime() - 3_600_000)),
    feedbackRepository.usageSince(userId, new Date(now.getTime() - 86_400_000)),
  ]);
  return {
    items: rows.map((row) => {
      const status = statusOf(row);
      return {
        id: Number(row.id),
        createdAt: row.created_at,
        comment: row.comment.slice(0, 100),
        status,
        handler: status === 'handled' ? row.handled_by : row.assignee,
        statusAt:
          status === 'handled'
            ? (row.handled_at ?? row.created_at)
            : (row.assigned_at ?? row.created_at),
      };
    }),
    allowance: {
      leftThisHour: Math.max(0, feedbackQuota.perHour - hour.count),
      bytesLeftToday: Math.max(0, feedbackQuota.bytesPerDay - day.bytes),
    },
  };
}
