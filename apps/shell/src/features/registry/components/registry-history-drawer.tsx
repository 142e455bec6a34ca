import type { RegistryHistoryRecord } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { registryHistoryQuery } from '../api/registry-queries';
import { EntryChanges } from './entry-changes';

const eventColors = {
  add: 'green',
  edit: 'blue',
  delete: 'red',
  'registry.request': 'orange',
  'registry.approve': 'green',
  'registry.reject': 'default',
} as const;

/** What a record says happened: a change's kind, or the request's step. */
const whatOf = (record: RegistryHistoryRecord) =>
  record.event === 'registry.change' ? (record.change ?? 'edit') : record.event;

/** One record: what, who and when, the request it was about, and the entry before and after. */
function HistoryRecord({ record }: { record: RegistryHistoryRecord }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const what = whatOf(record);
  const { by } = record;
  const who = by.displayName
    ? t('registry.history.person', { name: by.displayName, username: by.username ?? '' })
    : (by.username ?? t('registry.noValue'));
  return (
    <li className="registry-history__record" data-testid="registry-history-record">
      <div className="registry-history__head">
        <Tag color={eventColors[what]}>{t(`registry.history.events.${what}`)}</Tag>
        <span>{who}</span>
        <Typography.Text type="secondary">
          <time dateTime={record.occurredAt}>{formatTime(record.occurredAt)}</time>
        </Typography.Text>
      </div>
      {record.request !== null && (
        <Typography.Text type="secondary" className="registry-page__secondary">
          {t(
            record.change === 'delete'
              ? 'registry.history.closedRequest'
              : 'registry.history.request',
            {
              id: record.request,
            },
          )}
          {record.requestedBy &&
            t('registry.history.requestedBy', { username: record.requestedBy })}
        </Typography.Text>
      )}
      {record.raises.length > 0 && (
        <div>
          {record.raises.map((raise) => (
            <Tag key={raise} color="orange">
              {t(`registry.raises.${raise}`)}
            </Tag>
          ))}
        </div>
      )}
      {record.reason && (
        <Typography.Text className="registry-page__secondary">
          {t('registry.history.reason', { reason: record.reason })}
        </Typography.Text>
      )}
      <EntryChanges before={record.before} after={record.after} />
    </li>
  );
}

/**
 * The history of one entry, from the audit trail: its changes, the requests that raised its
 * trust and their decisions, newest first, as far back as the trail keeps them.
 */
export function RegistryHistoryDrawer({
  userId,
  route,
  isOpen,
  onClose,
}: {
  userId: number;
  /** The entry's route; kept while the drawer closes, so its title stays. */
  route: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    ...registryHistoryQuery(userId, route),
    enabled: isOpen && route !== '',
  });
  const records = history.data?.pages.flatMap((page) => page.records) ?? [];
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('registry.history.title', { route })}
      size={560}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('registry.history.intro')}</Typography.Paragraph>
      {history.error && <Alert type="error" showIcon title={history.error.message} />}
      {history.isPending && isOpen && <Spin />}
      {history.isSuccess && records.length === 0 && (
        <Empty description={t('registry.history.empty')} />
      )}
      <ol className="registry-history" aria-label={t('registry.history.listLabel', { route })}>
        {records.map((record) => (
          <HistoryRecord key={record.id} record={record} />
        ))}
      </ol>
      {history.hasNextPage && (
        <Button loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('registry.history.loadMore')}
        </Button>
      )}
    </Drawer>
  );
}
