import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageQueries } from '../api/message-queries';
import { workbenchLists } from '../api/workbench-queries';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { LatestPanel } from './latest-panel';
import { LazyMessageDialog } from './lazy-dialogs';

export type MessagePanelProps = { firmId: number; onOpen: (path: string) => void };

/** The latest messages on the home page, with the number of unread ones. */
export function MessagePanel({ firmId, onOpen }: MessagePanelProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const latest = useQuery(workbenchLists.latestMessages(firmId));
  const unread = useQuery(messageQueries.unread(firmId));
  const unreadCount = unread.data ?? 0;

  return (
    <LatestPanel
      title={t('workbench.messages.title')}
      listLabel={t('workbench.messages.latest')}
      unread={{ badge: unreadCount, count: unreadCount }}
      viewAllPath="/wel/message"
      onOpen={onOpen}
      latest={latest}
      emptyText={t('workbenchLists.messages.empty')}
      describe={(message) => ({
        isUnread: message.status === 'unread',
        title: message.title,
        meta: t('workbenchLists.messageMeta', {
          sender: message.sender,
          time: formatTime(message.sendTime),
        }),
      })}
      renderDialog={(message, onClose) => (
        <LazyMessageDialog firmId={firmId} message={message} onClose={onClose} onOpen={onOpen} />
      )}
    />
  );
}
