import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeQueries } from '../api/notice-queries';
import { workbenchLists } from '../api/workbench-queries';
import { countLabel } from '../paging';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { LatestPanel } from './latest-panel';
import { LazyNoticeDialog } from './lazy-dialogs';

export type NoticePanelProps = { firmId: number; onOpen: (path: string) => void };

/** The latest notices of the firm on the home page, pinned first. */
export function NoticePanel({ firmId, onOpen }: NoticePanelProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const latest = useQuery(workbenchLists.latestNotices(firmId));
  const unread = useQuery(noticeQueries.unread(firmId));
  const unreadCount = unread.data?.unread ?? 0;

  return (
    <LatestPanel
      title={t('workbench.notices.title')}
      listLabel={t('workbench.notices.latest')}
      unread={{
        badge: unreadCount === 0 ? 0 : countLabel(unreadCount, unread.data?.isPartial),
        count: unreadCount,
      }}
      viewAllPath="/wel/notice"
      onOpen={onOpen}
      latest={latest}
      emptyText={t('workbenchLists.notices.empty')}
      describe={(notice) => ({
        isUnread: !notice.isRead,
        tag: notice.isTop && <Tag color="red">{t('workbenchLists.pinned')}</Tag>,
        title: notice.title,
        meta: t('workbenchLists.noticeMeta', {
          publisher: notice.publisher,
          time: formatTime(notice.publishTime),
        }),
      })}
      renderDialog={(notice, onClose) => (
        <LazyNoticeDialog firmId={firmId} notice={notice} onClose={onClose} />
      )}
    />
  );
}
