import { feedbackLogEntrySchema, type ListFeedbackAnswer } from '@portal/contract';
import { z } from 'zod';
import { deviceOf } from '../../lib/device-of';
import type { Repositories } from '../../repositories/create-repositories';
import { statusOf } from '../../repositories/feedback-repository';

const logEntriesSchema = z.array(feedbackLogEntrySchema);

export type ListFeedbackOptions = {
  includeHandled: boolean;
  pageNum: number;
  pageSize: number;
};

/**
 * A page of the users' feedback, newest first, the handled too when `includeHandled`, and how
 * many are not handled yet. No screenshot: each is fetched on its own when looked at. Log entries
 * that no longer read as the schema says show as none.
 */
export async function listFeedback(
  { includeHandled, pageNum, pageSize }: ListFeedbackOptions,
  { feedback }: Pick<Repositories, 'feedback'>,
): Promise<ListFeedbackAnswer> {
  const [rows, total, unhandled] = await Promise.all([
    feedback.list({ includeHandled, limit: pageSize, offset: (pageNum - 1) * pageSize }),
    feedback.count({ includeHandled }),
    feedback.countUnhandled(),
  ]);
  return {
    pageNum,
    pageSize,
    total,
    unhandled,
    records: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.created_at,
      username: row.username,
      displayName: row.display_name,
      firmName: row.firm_name,
      page: row.page,
      subApp: row.sub_app,
      comment: row.comment,
      screenshotBytes: Number(row.screenshot_bytes),
      logEntries: logEntriesSchema.catch([]).parse(JSON.parse(row.log_entries)),
      browser: deviceOf(row.user_agent) ?? 'unknown',
      status: statusOf(row),
      assigneeId: row.assigned_to,
      assignee: row.assignee,
      assignedAt: row.assigned_at,
      handledAt: row.handled_at,
      handledBy: row.handled_by,
    })),
  };
}
