import type { Message } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesQuery, unreadMessagesQuery } from '../api/get-messages';
import { useDateTimeFormat } from '../use-date-time-format';
import { LazyMessageDialog } from './lazy-dialogs';
import { QueryState } from './query-state';
import { UnreadMark } from './unread-mark';

export type MessagePanelProps = { firmId: number; onOpen: (path: string) => void };

/** The latest messages on the home page, with the number of unread ones. */
export function MessagePanel({ firmId, onOpen }: MessagePanelProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const latest = useQuery(messagesQuery({ firmId, pageNum: 1, pageSize: 5 }));
  const unread = useQuery(unreadMessagesQuery(firmId));
  const [reading, setReading] = useState<Message>();
  // Once loaded the dialog stays mounted, so that it can play its closing animation.
  const [hasRead, setHasRead] = useState(false);

  function read(message: Message) {
    setHasRead(true);
    setReading(message);
  }

  return (
    <Card
      variant="borderless"
      className="workbench-panel"
      title={
        <h2 className="workbench-panel__title">
          {t('workbench.messages.title')}
          <Badge
            className="workbench-panel__badge"
            count={unread.data ?? 0}
            title={t('workbenchLists.unreadCount', { count: unread.data ?? 0 })}
          />
        </h2>
      }
      extra={
        <Button type="link" onClick={() => onOpen('/wel/message')}>
          {t('workbench.viewAll')}
        </Button>
      }
    >
      <QueryState
        isPending={latest.isPending}
        error={latest.error}
        isEmpty={latest.data?.records.length === 0}
        emptyText={t('workbenchLists.messages.empty')}
        onRetry={() => void latest.refetch()}
      >
        <ul className="workbench-list" aria-label={t('workbench.messages.latest')}>
          {latest.data?.records.map((message) => (
            <li key={message.id}>
              <button type="button" className="workbench-list__item" onClick={() => read(message)}>
                <span className="workbench-list__main">
                  <UnreadMark isUnread={message.status === 'unread'} />
                  <span className="workbench-list__title">{message.title}</span>
                </span>
                <span className="workbench-list__meta">
                  {t('workbenchLists.messageMeta', {
                    sender: message.sender,
                    time: formatTime(message.sendTime),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
      {hasRead ? (
        <Suspense fallback={null}>
          <LazyMessageDialog
            firmId={firmId}
            message={reading}
            onClose={() => setReading(undefined)}
            onOpen={onOpen}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
