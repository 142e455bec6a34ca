import type { Notice } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeQueries } from '../api/notice-queries';
import { countLabel } from '../paging';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { usePagedQuery } from '../use-paged-list';
import { NoticeDialog } from './notice-dialog';
import { ListSearch, PagedListSection } from './paged-list-section';
import { ReadableRow } from './readable-row';

export type NoticePageProps = { firmId: number };

/** /wel/notice: the firm's notices, pinned first, searchable; reading one marks it read. */
export function NoticePage({ firmId }: NoticePageProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [keyword, setKeyword] = useState<string>();
  const { paging, list } = usePagedQuery(keyword ?? '', (page) =>
    noticeQueries.list({ firmId, keyword, ...page }),
  );
  const unread = useQuery(noticeQueries.unread(firmId));
  const [reading, setReading] = useState<Notice>();
  const unreadCount = unread.data?.unread ?? 0;

  return (
    <PagedListSection
      titleId="notice-title"
      title={
        <>
          {t('routes.notice')}
          <Badge
            className="list-page__badge"
            count={unreadCount === 0 ? 0 : countLabel(unreadCount, unread.data?.isPartial)}
            title={t('workbenchLists.unreadCount', { count: unreadCount })}
          />
        </>
      }
      tools={
        <div className="list-page__tools">
          <ListSearch
            placeholder={t('workbenchLists.notices.searchPlaceholder')}
            onSearch={setKeyword}
          />
        </div>
      }
      list={list}
      paging={paging}
      emptyText={t(keyword ? 'workbenchLists.noMatch' : 'workbenchLists.notices.empty')}
      renderRow={(notice) => (
        <ReadableRow
          key={notice.id}
          testId="notice-row"
          isUnread={!notice.isRead}
          tag={notice.isTop && <Tag color="red">{t('workbenchLists.pinned')}</Tag>}
          title={notice.title}
          meta={t('workbenchLists.noticeMeta', {
            publisher: notice.publisher,
            time: formatTime(notice.publishTime),
          })}
          excerpt={notice.content}
          onRead={() => setReading(notice)}
        />
      )}
    >
      <NoticeDialog firmId={firmId} notice={reading} onClose={() => setReading(undefined)} />
    </PagedListSection>
  );
}
