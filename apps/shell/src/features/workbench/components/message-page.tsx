import type { Message, ReadStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageQueries } from '../api/message-queries';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { usePagedQuery } from '../use-paged-list';
import { MessageDialog } from './message-dialog';
import { PagedListSection } from './paged-list-section';
import { ReadableRow } from './readable-row';

export type MessagePageProps = { firmId: number; onOpen: (path: string) => void };

type Filter = ReadStatus | 'all';

/** /wel/message: the user's messages, all, unread or read; reading one marks it read. */
export function MessagePage({ firmId, onOpen }: MessagePageProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? undefined : filter;
  const { paging, list } = usePagedQuery(filter, (page) =>
    messageQueries.list({ firmId, status, ...page }),
  );
  const unread = useQuery(messageQueries.unread(firmId));
  const [reading, setReading] = useState<Message>();

  return (
    <PagedListSection
      titleId="message-title"
      title={
        <>
          {t('routes.message')}
          <Badge
            className="list-page__badge"
            count={unread.data ?? 0}
            title={t('workbenchLists.unreadCount', { count: unread.data ?? 0 })}
          />
        </>
      }
      tools={
        <span className="list-page__summary" aria-live="polite">
          {unread.data !== undefined && t('workbenchLists.unreadCount', { count: unread.data })}
        </span>
      }
      filter={
        <Segmented<Filter>
          className="list-page__filter"
          value={filter}
          onChange={setFilter}
          options={(['all', 'unread', 'read'] as const).map((value) => ({
            value,
            label: t(`workbenchLists.messages.filter.${value}`),
          }))}
        />
      }
      list={list}
      paging={paging}
      emptyText={t('workbenchLists.messages.empty')}
      renderRow={(message) => (
        <ReadableRow
          key={message.id}
          testId="message-row"
          isUnread={message.status === 'unread'}
          title={message.title}
          meta={t('workbenchLists.messageMeta', {
            sender: message.sender,
            time: formatTime(message.sendTime),
          })}
          excerpt={message.content}
          onRead={() => setReading(message)}
        />
      )}
    >
      <MessageDialog
        firmId={firmId}
        message={reading}
        onClose={() => setReading(undefined)}
        onOpen={onOpen}
      />
    </PagedListSection>
  );
}
