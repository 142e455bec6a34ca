import type { FeedbackItem } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Collapse, Empty, Image, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { markFeedbackHandled } from '../api/operations-queries';

function FeedbackCard({ item, onHandled }: { item: FeedbackItem; onHandled: () => void }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const mark = useMutation({
    mutationFn: () => markFeedbackHandled(item.id),
    onSuccess: onHandled,
    onError: (error) =>
      void notify('error', t('operations.feedback.markFailed', { message: error.message })),
  });
  return (
    <Card size="small" className="operations-feedback__item" data-testid="operations-feedback">
      <div className="operations-feedback__body">
        <Image
          width={200}
          src={item.image}
          alt={t('operations.feedback.screenshotAlt', { name: item.displayName })}
        />
        <div className="operations-feedback__text">
          <Typography.Paragraph className="operations-feedback__comment">
            {item.comment}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('operations.feedback.from', {
              name: item.displayName,
              username: item.username,
              firm: item.firmName ?? t('operations.noValue'),
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
          {item.handledAt ? (
            <Typography.Text type="success">
              {t('operations.feedback.handled', {
                name: item.handledBy ?? t('operations.noValue'),
                time: formatTime(item.handledAt),
              })}
            </Typography.Text>
          ) : (
            <Button loading={mark.isPending} onClick={() => mark.mutate()}>
              {t('operations.feedback.markHandled')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The users' feedback, newest first: the screenshot, the comment, where they were. */
export function FeedbackList({
  items,
  includeHandled,
  onIncludeHandled,
}: {
  items: FeedbackItem[];
  includeHandled: boolean;
  onIncludeHandled: (value: boolean) => void;
}) {
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
      {items.length === 0 ? (
        <Empty description={t('operations.feedback.empty')} />
      ) : (
        items.map((item) => <FeedbackCard key={item.id} item={item} onHandled={refresh} />)
      )}
    </div>
  );
}
