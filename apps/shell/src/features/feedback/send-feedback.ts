import type { FeedbackReceipt, SendFeedbackRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { feedbackRoutes } from '@portal/contract/routes';

/** What the frame says of where the user is, sent with the screenshot and the comment. */
export type FeedbackContext = Pick<SendFeedbackRequest, 'page' | 'subApp' | 'logEntries'>;

/**
 * Sends a feedback to the operations team. Silent: the dialog says what happened and keeps the
 * feedback in the browser when it could not be sent.
 */
export function sendFeedback(
  { comment, image }: { comment: string; image: string },
  context: FeedbackContext,
): Promise<FeedbackReceipt> {
  return callEndpoint(feedbackRoutes.sendFeedback, {
    body: { comment, image, ...context },
    silent: true,
  });
}
