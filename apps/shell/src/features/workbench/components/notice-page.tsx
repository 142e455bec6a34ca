import type { Notice } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Input, Pagination, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesQuery, unreadNoticesQuery } from '../api/get-notices';
import { countLabel, searchKeyword } from '../paging';
import { usePagedList } from '../use-paged-list';
import { useDateTimeFormat } from '../use-date-time-format';
import { NoticeDialog } from './notice-dialog';
import { QueryState } from './query-state';
import { UnreadMark } from './unread-mark';
import './list-page.css';

export type NoticePageProps = { firmId: number };

/** /wel/notice: the firm's notices, pinned first, searchable; reading one marks it read. */
export function NoticePage({ firmId }: NoticePageProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [keyword, setKeyword] = useState<string>();
  const paging = usePagedList(keyword ?? '');
  const list = useQuery({
    ...noticesQuery({ firmId, keyword, pageNum: paging.pageNum, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery(unreadNoticesQuery(firmId));
  const [reading, setReading] = useState<Notice>();
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const { stayWithin } = paging;
  useEffect(() => {
    if (total !== undefined) stayWithin(total);
  }, [total, stayWithin]);
  const unreadCount = unread.data?.unread ?? 0;
  const unreadLabel = countLabel(unreadCount, unread.data?.isPartial);

  return (
    <section className="list-page" aria-labelledby="notice-title">
      <header className="list-page__header">
        <h1 id="notice-title" className="list-page__title">
          {t('routes.notice')}
          <Badge
            className="list-page__badge"
            count={unreadCount === 0 ? 0 : unreadLabel}
            title={t('workbenchLists.unreadCount', { count: unreadCount })}
          />
        </h1>
        <div className="list-page__tools">
          <Input.Search
            allowClear
            className="list-page__search"
            placeholder={t('workbenchLists.notices.searchPlaceholder')}
            aria-label={t('workbenchLists.notices.searchPlaceholder')}
            maxLength={64}
            onSearch={(text) => setKeyword(searchKeyword(text))}
          />
        </div>
      </header>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.data?.records.length === 0}
        emptyText={t(keyword ? 'workbenchLists.noMatch' : 'workbenchLists.notices.empty')}
        onRetry={() => void list.refetch()}
        rows={8}
      >
        <ul className="list-page__list" aria-busy={list.isFetching}>
          {list.data?.records.map((notice) => (
            <li key={notice.id} className="list-row" data-testid="notice-row">
              <div className="list-row__body">
                <div className="list-row__heading">
                  <UnreadMark isUnread={!notice.isRead} />
                  {notice.isTop && <Tag color="red">{t('workbenchLists.pinned')}</Tag>}
                  <button
                    type="button"
                    className="list-row__title"
                    onClick={() => setReading(notice)}
                  >
                    {notice.title}
                  </button>
                </div>
                <p className="list-row__meta">
                  {t('workbenchLists.noticeMeta', {
                    publisher: notice.publisher,
                    time: formatTime(notice.publishTime),
                  })}
                </p>
                <p className="list-row__excerpt">{notice.content}</p>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      {list.data && list.data.total > 0 && (
        <Pagination
          className="list-page__pagination"
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={list.data.total}
          showSizeChanger
          showTotal={(all) => t('workbenchLists.total', { count: all })}
          onChange={paging.onChange}
        />
      )}
      <NoticeDialog firmId={firmId} notice={reading} onClose={() => setReading(undefined)} />
    </section>
  );
}
