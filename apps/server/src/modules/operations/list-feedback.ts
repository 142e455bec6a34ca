import { feedbackLogEntrySchema, type ListFeedbackAnswer } from '@portal/contract';
import { z } from 'zod';
import { deviceOf } from '../../lib/device-of';
import type { Repositories } from '../../repositories/create-repositories';

const logEntriesSchema = z.array(feedbackLogEntrySchema);

/** How many feedback items the list shows, newest first. */
const itemsShown = 100;

/**
 * The users' feedback, newest first, the handled too when `includeHandled`, and how many are
 * not handled yet. Log entries that no longer read as the schema says show as none.
 */
export async function listFeedback(
  { includeHandled }: { includeHandled: boolean },
  { feedback }: Pick<Repositories, 'feedback'>,
): Promise<ListFeedbackAnswer> {
  const [rows, unhandled] = await Promise.all([
    feedback.list({ includeHandled, limit: itemsShown }),
    feedback.countUnhandled(),
  ]);
  return {
    unhandled,
    items: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.created_at,
      username: row.username,
      displayName: row.display_name,
      firmName: row.firm_name,
      page: row.page,
      subApp: row.sub_app,
      comment: row.comment,
      image: row.image,
      logEntries: logEntriesSchema.catch([]).parse(JSON.parse(row.log_entries)),
      browser: deviceOf(row.user_agent) ?? 'unknown',
      handledAt: row.handled_at,
      handledBy: row.handled_by,
    })),
  };
}
