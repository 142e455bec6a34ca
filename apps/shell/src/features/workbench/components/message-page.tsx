import type { Message, ReadStatus } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Pagination, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesQuery, unreadMessagesQuery } from '../api/get-messages';
import { usePagedList } from '../use-paged-list';
import { useDateTimeFormat } from '../use-date-time-format';
import { MessageDialog } from './message-dialog';
import { QueryState } from './query-state';
import { UnreadMark } from './unread-mark';
import './list-page.css';

export type MessagePageProps = { firmId: number; onOpen: (path: string) => void };

type Filter = ReadStatus | 'all';

/** /wel/message: the user's messages, all, unread or read; reading one marks it read. */
export function MessagePage({ firmId, onOpen }: MessagePageProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [filter, setFilter] = useState<Filter>('all');
  const paging = usePagedList(filter);
  const status = filter === 'all' ? undefined : filter;
  const list = useQuery({
    ...messagesQuery({ firmId, status, pageNum: paging.pageNum, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery(unreadMessagesQuery(firmId));
  const [reading, setReading] = useState<Message>();
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const { stayWithin } = paging;
  useEffect(() => {
    if (total !== undefined) stayWithin(total);
  }, [total, stayWithin]);

  return (
    <section className="list-page" aria-labelledby="message-title">
      <header className="list-page__header">
        <h1 id="message-title" className="list-page__title">
          {t('routes.message')}
          <Badge
            className="list-page__badge"
            count={unread.data ?? 0}
            title={t('workbenchLists.unreadCount', { count: unread.data ?? 0 })}
          />
        </h1>
        <span className="list-page__summary" aria-live="polite">
          {unread.data !== undefined && t('workbenchLists.unreadCount', { count: unread.data })}
        </span>
      </header>
      <Segmented<Filter>
        className="list-page__filter"
        value={filter}
        onChange={setFilter}
        options={(['all', 'unread', 'read'] as const).map((value) => ({
          value,
          label: t(`workbenchLists.messages.filter.${value}`),
        }))}
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.data?.records.length === 0}
        emptyText={t('workbenchLists.messages.empty')}
        onRetry={() => void list.refetch()}
        rows={8}
      >
        <ul className="list-page__list" aria-busy={list.isFetching}>
          {list.data?.records.map((message) => (
            <li key={message.id} className="list-row" data-testid="message-row">
              <div className="list-row__body">
                <div className="list-row__heading">
                  <UnreadMark isUnread={message.status === 'unread'} />
                  <button
                    type="button"
                    className="list-row__title"
                    onClick={() => setReading(message)}
                  >
                    {message.title}
                  </button>
                </div>
                <p className="list-row__meta">
                  {t('workbenchLists.messageMeta', {
                    sender: message.sender,
                    time: formatTime(message.sendTime),
                  })}
                </p>
                <p className="list-row__excerpt">{message.content}</p>
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
      <MessageDialog
        firmId={firmId}
        message={reading}
        onClose={() => setReading(undefined)}
        onOpen={onOpen}
      />
    </section>
  );
}
