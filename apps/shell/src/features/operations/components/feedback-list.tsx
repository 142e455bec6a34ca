import type { FeedbackItem, FeedbackStatus } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Empty,
  Image,
  Pagination,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  feedbackPageSize,
  feedbackScreenshotQuery,
  markFeedbackHandled,
  takeFeedback,
} from '../api/operations-queries';

const statusColors: Record<FeedbackStatus, string> = {
  received: 'blue',
  inProgress: 'orange',
  handled: 'green',
};

/** The screenshot, fetched when the administrator asks for it rather than with the list. */
function Screenshot({ item, userId }: { item: FeedbackItem; userId: number }) {
  const { t } = useTranslation();
  const [isWanted, setIsWanted] = useState(false);
  const screenshot = useQuery({ ...feedbackScreenshotQuery(userId, item.id), enabled: isWanted });
  if (screenshot.data) {
    return (
      <Image
        width={200}
        src={screenshot.data.image}
        alt={t('operations.feedback.screenshotAlt', { name: item.displayName })}
      />
    );
  }
  return (
    <div className="operations-feedback__screenshot">
      <Button loading={screenshot.isFetching} onClick={() => setIsWanted(true)}>
        {t('operations.feedback.showScreenshot', {
          size: t('operations.feedback.kilobytes', {
            value: Math.max(1, Math.round(item.screenshotBytes / 1000)),
          }),
        })}
      </Button>
      {screenshot.error && (
        <Typography.Text type="danger">
          {t('operations.feedback.screenshotFailed', { message: screenshot.error.message })}
        </Typography.Text>
      )}
    </div>
  );
}

function FeedbackCard({
  item,
  userId,
  onChanged,
}: {
  item: FeedbackItem;
  userId: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const none = t('operations.noValue');
  const take = useMutation({
    mutationFn: () => takeFeedback(item.id),
    onSuccess: onChanged,
    onError: (error) =>
      void notify('error', t('operations.feedback.takeFailed', { message: error.message })),
  });
  const mark = useMutation({
    mutationFn: () => markFeedbackHandled(item.id),
    onSuccess: onChanged,
    onError: (error) =>
      void notify('error', t('operations.feedback.markFailed', { message: error.message })),
  });
  return (
    <Card size="small" className="operations-feedback__item" data-testid="operations-feedback">
      <div className="operations-feedback__body">
        <Screenshot item={item} userId={userId} />
        <div className="operations-feedback__text">
          <Tag color={statusColors[item.status]}>
            {t(`operations.feedback.status.${item.status}`)}
          </Tag>
          <Typography.Paragraph className="operations-feedback__comment">
            {item.comment}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('operations.feedback.from', {
              name: item.displayName,
              username: item.username,
              firm: item.firmName ?? none,
              time: formatTime(item.createdAt),
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('operations.feedback.page', { page: item.page })}
          </Typography.Text>
          {item.subApp && (
            <Typography.Text type="secondary">
              {t('operations.feedback.subApp', { name: item.subApp })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('operations.feedback.browser', { browser: item.browser })}
          </Typography.Text>
          {item.logEntries.length > 0 && (
            <Collapse
              size="small"
              items={[
                {
                  key: 'log',
                  label: t('operations.feedback.log', { count: item.logEntries.length }),
                  children: (
                    <ul className="operations-feedback__log">
                      {item.logEntries.map((entry) => (
                        <li key={`${entry.time}-${entry.message}`}>
                          {t('operations.feedback.logEntry', {
                            time: formatTime(new Date(entry.time).toISOString()),
                            type: entry.type,
                            message: entry.message,
                          })}
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
          {item.status === 'inProgress' && (
            <Typography.Text>
              {t('operations.feedback.assignee', {
                name: item.assignee ?? none,
                time: item.assignedAt ? formatTime(item.assignedAt) : none,
              })}
            </Typography.Text>
          )}
          {item.handledAt ? (
            <Typography.Text type="success">
              {t('operations.feedback.handled', {
                name: item.handledBy ?? none,
                time: formatTime(item.handledAt),
              })}
            </Typography.Text>
          ) : (
            <div className="operations-feedback__actions">
              {item.assigneeId !== userId && (
                <Button loading={take.isPending} onClick={() => take.mutate()}>
                  {t('operations.feedback.take')}
                </Button>
              )}
              <Button loading={mark.isPending} onClick={() => mark.mutate()}>
                {t('operations.feedback.markHandled')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

export type FeedbackListProps = {
  userId: number;
  items: FeedbackItem[];
  total: number;
  pageNum: number;
  onPage: (pageNum: number) => void;
  includeHandled: boolean;
  onIncludeHandled: (value: boolean) => void;
  error: Error | null;
};

/**
 * The users' feedback, a page at a time, newest first: the comment, where they were, where it
 * stands and who has it; each screenshot on request.
 */
export function FeedbackList({
  userId,
  items,
  total,
  pageNum,
  onPage,
  includeHandled,
  onIncludeHandled,
  error,
}: FeedbackListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey.includes('operationsFeedback'),
    });
  return (
    <div className="operations-feedback">
      <label className="operations-feedback__switch">
        <Switch size="small" checked={includeHandled} onChange={onIncludeHandled} />
        {t('operations.feedback.includeHandled')}
      </label>
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('operations.feedback.loadFailed', { message: error.message })}
        />
      )}
      {items.length === 0 ? (
        <Empty description={t('operations.feedback.empty')} />
      ) : (
        items.map((item) => (
          <FeedbackCard key={item.id} item={item} userId={userId} onChanged={refresh} />
        ))
      )}
      {total > feedbackPageSize && (
        <Pagination
          align="end"
          current={pageNum}
          pageSize={feedbackPageSize}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => t('operations.feedback.total', { count })}
          onChange={onPage}
        />
      )}
    </div>
  );
}
