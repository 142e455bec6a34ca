import type { Notice } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesQuery, unreadNoticesQuery } from '../api/get-notices';
import { countLabel } from '../paging';
import { useDateTimeFormat } from '../use-date-time-format';
import { LazyNoticeDialog } from './lazy-dialogs';
import { QueryState } from './query-state';
import { UnreadMark } from './unread-mark';

export type NoticePanelProps = { firmId: number; onOpen: (path: string) => void };

/** The latest notices of the firm on the home page, pinned first. */
export function NoticePanel({ firmId, onOpen }: NoticePanelProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const latest = useQuery(noticesQuery({ firmId, pageNum: 1, pageSize: 5 }));
  const unread = useQuery(unreadNoticesQuery(firmId));
  const [reading, setReading] = useState<Notice>();
  // Once loaded the dialog stays mounted, so that it can play its closing animation.
  const [hasRead, setHasRead] = useState(false);

  function read(notice: Notice) {
    setHasRead(true);
    setReading(notice);
  }
  const unreadCount = unread.data?.unread ?? 0;

  return (
    <Card
      variant="borderless"
      className="workbench-panel"
      title={
        <h2 className="workbench-panel__title">
          {t('workbench.notices.title')}
          <Badge
            className="workbench-panel__badge"
            count={unreadCount === 0 ? 0 : countLabel(unreadCount, unread.data?.isPartial)}
            title={t('workbenchLists.unreadCount', { count: unreadCount })}
          />
        </h2>
      }
      extra={
        <Button type="link" onClick={() => onOpen('/wel/notice')}>
          {t('workbench.viewAll')}
        </Button>
      }
    >
      <QueryState
        isPending={latest.isPending}
        error={latest.error}
        isEmpty={latest.data?.records.length === 0}
        emptyText={t('workbenchLists.notices.empty')}
        onRetry={() => void latest.refetch()}
      >
        <ul className="workbench-list" aria-label={t('workbench.notices.latest')}>
          {latest.data?.records.map((notice) => (
            <li key={notice.id}>
              <button type="button" className="workbench-list__item" onClick={() => read(notice)}>
                <span className="workbench-list__main">
                  <UnreadMark isUnread={!notice.isRead} />
                  {notice.isTop && <Tag color="red">{t('workbenchLists.pinned')}</Tag>}
                  <span className="workbench-list__title">{notice.title}</span>
                </span>
                <span className="workbench-list__meta">
                  {t('workbenchLists.noticeMeta', {
                    publisher: notice.publisher,
                    time: formatTime(notice.publishTime),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
      {hasRead ? (
        <Suspense fallback={null}>
          <LazyNoticeDialog
            firmId={firmId}
            notice={reading}
            onClose={() => setReading(undefined)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
